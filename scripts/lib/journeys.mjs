// How the browser journeys run, the same for `npm test` and `npm run test:e2e`: every `*.spec.ts` of
// apps/web/e2e and apps/admin/e2e under node's test runner (through tsx), one file at a time, each with
// its own server. The files run one after another on purpose: several of them time what the app does
// (first paint, the scanner's frames, answers within a budget), and two Chromiums on two cores would
// make those figures the machine's rather than the app's.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './build.mjs';
import { freePort } from './server.mjs';

const E2E_DIRS = [join('apps', 'web', 'e2e'), join('apps', 'admin', 'e2e')];

/** Every journey file, relative to the root. */
export function journeyFiles() {
  return E2E_DIRS.flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((f) => f.endsWith('.spec.ts'))
      .map((f) => join(dir, f)),
  );
}

/** Arguments for `npx`; a TAP copy goes to `tapFile` when given, for the counts. */
export function journeyArgs({ tapFile, files } = {}) {
  const specs = files && files.length > 0 ? files : journeyFiles();
  return [
    'tsx',
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    ...(tapFile ? ['--test-reporter=tap', `--test-reporter-destination=${tapFile}`] : []),
    ...specs,
  ];
}

/**
 * A data folder that the built server has migrated and seeded, once, for the journeys' servers to copy
 * (apps/web/e2e/fixtures.ts, `E2E_DATA_TEMPLATE`): a first start creates the PGlite database, runs the
 * migrations and writes the demo data (~13 s on two cores), a start on a copy only opens it (~4 s).
 * Returns the folder and a function that removes it.
 */
export async function prepareDataTemplate() {
  const dir = mkdtempSync(join(tmpdir(), 'club-e2e-template-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.SEED_DEMO_DATA;
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  try {
    for (let waited = 0; ; waited += 200) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
      if (waited > 180_000) throw new Error('the server did not become healthy');
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        // starting
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (error) {
    child.kill('SIGTERM');
    await exited;
    remove();
    throw error;
  }
  // a clean stop checkpoints the database and releases the folder's lock
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) {
    remove();
    throw new Error(`the server stopped with code ${code}`);
  }
  return { dir, remove };
}
