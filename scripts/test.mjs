#!/usr/bin/env node
// The whole test suite, in the order that fails fastest: types, lint, unit, API, browser.
// Prints one closing line with the counts of every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/build.mjs';
import { journeyArgs } from './lib/journeys.mjs';

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

function journeys(title) {
  const tap = join(reports, `${title.replace(/\W+/g, '-')}.tap`);
  const ok = run(title, 'npx', journeyArgs({ tapFile: tap }));
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
  // every workspace declares what it imports, and declares nothing it does not use
  () => run('dependencies', 'npx', ['knip', '--include', 'dependencies,unlisted,binaries,unresolved']),
  () => vitest('unit: contract', 'packages/contract'),
  () => vitest('unit: web', 'apps/web'),
  () => vitest('unit: admin', 'apps/admin'),
  () => vitest(`api${process.env.DATABASE_URL ? ' (PostgreSQL)' : ' (PGlite)'}`, 'apps/api'),
  () => run('build', 'npm', ['run', 'build']),
  // the JavaScript that /login loads stays within its budget, in a production build
  () => run('login budget', 'node', ['apps/web/scripts/measure-login-js.mjs']),
  () => journeys('browser'),
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
