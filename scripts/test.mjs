#!/usr/bin/env node
// The whole test suite, in the order that fails fastest: types, lint, unit, API, browser. Steps in the
// same stage run side by side when they do not compete for the same thing (the static checks are each
// mostly one core; the browser journeys mostly wait on a browser): a stage's steps run in lanes, the
// steps of one lane one after another. With TEST_POSTGRES_URL set (.ci/run sets it), the API suite runs
// a second time on that PostgreSQL server, next to the browser journeys.
// Side by side, each step's output is kept and printed in one piece when it ends, so that a failure reads
// as it would alone. Prints the time of every step and one closing line with the counts of every runner.
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
  try {
    template = await prepareDataTemplate();
  } catch (error) {
    console.error(`✖ ${title}: the seeded data folder could not be prepared: ${error.message}`);
    totals.failed += 1;
    return false;
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

/** A stage: its lanes side by side (their output buffered when there are several); all must pass. */
async function stage(...lanes) {
  const buffered = lanes.length > 1;
  const results = await Promise.all(lanes.map((steps) => lane(steps, { buffered })));
  return results.every(Boolean);
}

const postgres = process.env.TEST_POSTGRES_URL;
const api = process.env.DATABASE_URL ? 'api (PostgreSQL)' : 'api (PGlite)';

const stages = [
  () =>
    stage(
      [(o) => run('type-check', 'npm', ['run', 'typecheck'], o)],
      [
        (o) => run('lint', 'npm', ['run', 'lint'], o),
        (o) => run('format', 'npm', ['run', 'format:check'], o),
        // every workspace declares what it imports, and declares nothing it does not use
        (o) =>
          run('dependencies', 'npx', ['knip', '--include', 'dependencies,unlisted,binaries,unresolved'], o),
      ],
    ),
  () =>
    stage([
      (o) => vitest('unit: contract', 'packages/contract', o),
      (o) => vitest('unit: web', 'apps/web', o),
      (o) => vitest('unit: admin', 'apps/admin', o),
      (o) => vitest(api, 'apps/api', o),
    ]),
  () =>
    stage([
      () => {
        console.log('\n▶ build');
        const started = Date.now();
        const ok = build() === 0;
        timings.push({ title: 'build', seconds: (Date.now() - started) / 1000, ok });
        return ok;
      },
      // the JavaScript that /login loads stays within its budget, in a production build
      (o) => run('login budget', 'node', ['apps/web/scripts/measure-login-js.mjs'], o),
    ]),
  () =>
    stage(
      [(o) => journeys('browser', o)],
      ...(postgres
        ? [
            [
              (o) =>
                vitest('api (PostgreSQL)', 'apps/api', {
                  ...o,
                  env: { ...process.env, DATABASE_URL: postgres },
                }),
            ],
          ]
        : []),
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
  console.log(`  ${ok ? '✔' : '✖'} ${title.padEnd(20)} ${seconds.toFixed(1).padStart(7)} s`);
}
console.log(`  wall time            ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStage || totals.failed > 0 ? 1 : 0);
