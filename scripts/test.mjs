#!/usr/bin/env node
// The whole test suite, in the order that fails fastest: types, lint, unit, API, browser.
// Prints one closing line with the counts of every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const reports = join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, options = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`);
    return false;
  }
  console.log(`✔ ${title} (${seconds} s)`);
  return true;
}

function vitest(title, dir) {
  const out = join(reports, `${title.replace(/\W+/g, '-')}.json`);
  const ok = run(
    title,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`],
    {
      cwd: join(root, dir),
    },
  );
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } else if (!ok) totals.failed += 1;
  return ok;
}

function nodeTests(title, dir) {
  const files = readdirSync(join(root, dir))
    .filter((f) => f.endsWith('.spec.ts'))
    .map((f) => join(dir, f));
  const tap = join(reports, `${title.replace(/\W+/g, '-')}.tap`);
  const ok = run(title, 'npx', [
    'tsx',
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...files,
  ]);
  if (existsSync(tap)) {
    const text = readFileSync(tap, 'utf8');
    const count = (name) => Number(text.match(new RegExp(`^# ${name} (\\d+)`, 'm'))?.[1] ?? 0);
    totals.passed += count('pass');
    totals.failed += count('fail');
    totals.skipped += count('skipped') + count('todo');
  } else if (!ok) totals.failed += 1;
  return ok;
}

const steps = [
  () => run('type-check', 'npm', ['run', 'typecheck']),
  () => run('lint', 'npm', ['run', 'lint']),
  () => run('format', 'npm', ['run', 'format:check']),
  () => vitest('unit: contract', 'packages/contract'),
  () => vitest('unit: web', 'apps/web'),
  () => vitest(`api${process.env.DATABASE_URL ? ' (PostgreSQL)' : ' (PGlite)'}`, 'apps/api'),
  () => run('build', 'npm', ['run', 'build']),
  () => nodeTests('browser', 'apps/web/e2e'),
];

let failedStep = false;
for (const step of steps) {
  if (!step()) {
    failedStep = true;
    break;
  }
}

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep || totals.failed > 0 ? 1 : 0);
