// How the browser journeys run, the same for `npm test` and `npm run test:e2e`: every `*.spec.ts` of
// apps/web/e2e and apps/admin/e2e under node's test runner (through tsx), one file at a time, each with
// its own server and Chromium. One at a time because a journey is mostly CPU while it runs (the browser
// drawing, the server answering): on two cores a second one would halve the speed of both, and in CI the
// API suite on PostgreSQL already runs beside them (scripts/test.mjs).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './build.mjs';
import { startServer } from './server.mjs';

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
  try {
    const server = await startServer({ dataDir: dir });
    // a clean stop checkpoints the database and releases the folder's lock
    await server.stop();
    if (server.child.exitCode !== 0) throw new Error(`the server stopped with code ${server.child.exitCode}`);
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}
