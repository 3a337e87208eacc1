#!/usr/bin/env node
// The whole test suite: types and lint, unit tests and the build, then the browser journeys with the API
// suite beside them. A stage's lanes run side by side, the steps of a lane one after another, and a stage
// starts when the one before has passed. Side by side are what leaves the other core idle: the
// type-check (one core) beside lint, format and knip; the journeys (one file at a time) beside the API
// suite, on PGlite and, with TEST_POSTGRES_URL set (.ci/run sets it), again on that PostgreSQL server.
// Side by side, a step's output is kept and printed in one piece when it ends, so that a failure reads as
// it would alone; the journeys print as they go. At the end: every step's time, and one line with the
// counts of every runner.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, root } from './lib/build.mjs';
import { journeyArgs, prepareDataTemplate } from './lib/journeys.mjs';

const reports = join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
const slug = (title) => title.replace(/\W+/g, '-').replace(/^-|-$/g, '');

/**
 * Runs one command. Alone, its output goes straight to the terminal; `buffered`, it goes to a log file
 * that is printed whole, under the step's title, once the command ends.
 */
function run(title, command, args, { buffered = false, cwd = root, env = process.env } = {}) {
  const started = Date.now();
  if (!buffered) console.log(`\n▶ ${title}`);
  const log = buffered ? join(reports, `${slug(title)}.log`) : null;
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (log) {
      const file = createWriteStream(log);
      child.stdout.pipe(file, { end: false });
      child.stderr.pipe(file, { end: false });
      child.once('close', () => file.end());
      file.once('finish', () => finish(child.exitCode));
    } else child.once('close', (code) => finish(code));
    function finish(code) {
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      timings.push({ title, seconds, ok });
      if (log) process.stdout.write(`\n▶ ${title}\n${readFileSync(log, 'utf8')}`);
      if (ok) console.log(`✔ ${title} (${seconds.toFixed(1)} s)`);
      else console.error(`✖ ${title} failed after ${seconds.toFixed(1)} s`);
      done(ok);
    }
  });
}

async function vitest(title, dir, options = {}) {
  const out = join(reports, `${slug(title)}.json`);
  const ok = await run(
    title,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`],
    { ...options, cwd: join(root, dir) },
  );
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } else if (!ok) totals.failed += 1;
  return ok;
}

async function journeys(title, options = {}) {
  const tap = join(reports, `${slug(title)}.tap`);
  // every journey file's server starts from a copy of one seeded data folder (fixtures.ts)
  let template;
  const preparing = Date.now();
  try {
    template = await prepareDataTemplate();
  } catch (error) {
    console.error(`✖ ${title}: the seeded data folder could not be prepared: ${error.message}`);
    totals.failed += 1;
    return false;
  } finally {
    timings.push({
      title: `${title}: data folder`,
      seconds: (Date.now() - preparing) / 1000,
      ok: !!template,
    });
  }
  const ok = await run(title, 'npx', journeyArgs({ tapFile: tap }), {
    ...options,
    env: { ...process.env, E2E_DATA_TEMPLATE: template.dir },
  });
  template.remove();
  if (existsSync(tap)) {
    const text = readFileSync(tap, 'utf8');
    const count = (name) => Number(text.match(new RegExp(`^# ${name} (\\d+)`, 'm'))?.[1] ?? 0);
    totals.passed += count('pass');
    totals.failed += count('fail');
    totals.skipped += count('skipped') + count('todo');
  } else if (!ok) totals.failed += 1;
  return ok;
}

/** A lane: steps one after another, stopping at the first that fails. */
async function lane(steps, options) {
  for (const step of steps) if (!(await step(options))) return false;
  return true;
}

/**
 * A stage: its lanes side by side; all must pass. With several lanes, each step's output is buffered and
 * printed whole when it ends, except the first lane's when `liveFirst` (a long step that shows progress).
 */
async function stage(lanes, { liveFirst = false } = {}) {
  const results = await Promise.all(
    lanes.map((steps, index) => lane(steps, { buffered: lanes.length > 1 && !(liveFirst && index === 0) })),
  );
  return results.every(Boolean);
}

const postgres = process.env.TEST_POSTGRES_URL;
const api = process.env.DATABASE_URL ? 'api (PostgreSQL)' : 'api (PGlite)';

const stages = [
  () =>
    stage([
      [(o) => run('type-check', 'npm', ['run', 'typecheck'], o)],
      [
        (o) => run('lint', 'npm', ['run', 'lint'], o),
        (o) => run('format', 'npm', ['run', 'format:check'], o),
        // every workspace declares what it imports, and declares nothing it does not use
        (o) =>
          run('dependencies', 'npx', ['knip', '--include', 'dependencies,unlisted,binaries,unresolved'], o),
      ],
    ]),
  () =>
    stage([
      [
        (o) => vitest('unit: contract', 'packages/contract', o),
        (o) => vitest('unit: web', 'apps/web', o),
        (o) => vitest('unit: admin', 'apps/admin', o),
        () => {
          console.log('\n▶ build');
          const started = Date.now();
          const ok = build() === 0;
          timings.push({ title: 'build', seconds: (Date.now() - started) / 1000, ok });
          return ok;
        },
        // the JavaScript that /login loads stays within its budget, in a production build
        (o) => run('login budget', 'node', ['apps/web/scripts/measure-login-js.mjs'], o),
      ],
    ]),
  // the browser journeys, the longest step, with the API suite beside them
  () =>
    stage(
      [
        [(o) => journeys('browser', o)],
        [
          (o) => vitest(api, 'apps/api', o),
          ...(postgres
            ? [
                (o) =>
                  vitest('api (PostgreSQL)', 'apps/api', {
                    ...o,
                    env: { ...process.env, DATABASE_URL: postgres },
                  }),
              ]
            : []),
        ],
      ],
      { liveFirst: true },
    ),
];

const started = Date.now();
let failedStage = false;
for (const next of stages) {
  if (!(await next())) {
    failedStage = true;
    break;
  }
}

console.log('\nsteps:');
for (const { title, seconds, ok } of timings) {
  console.log(`  ${ok ? '✔' : '✖'} ${title.padEnd(24)} ${seconds.toFixed(1).padStart(7)} s`);
}
console.log(`  wall time                 ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStage || totals.failed > 0 ? 1 : 0);
