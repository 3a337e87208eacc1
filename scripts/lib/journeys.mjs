// How the browser journeys run, the same for `npm test` and `npm run test:e2e`: every `*.spec.ts` of
// apps/web/e2e and apps/admin/e2e under node's test runner (through tsx), one file at a time, each with
// its own server.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './build.mjs';

const E2E_DIRS = [join('apps', 'web', 'e2e'), join('apps', 'admin', 'e2e')];

/** Arguments for `npx`; a TAP copy goes to `tapFile` when given, for the counts. */
export function journeyArgs({ tapFile, files } = {}) {
  const specs =
    files && files.length > 0
      ? files
      : E2E_DIRS.flatMap((dir) =>
          readdirSync(join(root, dir))
            .filter((f) => f.endsWith('.spec.ts'))
            .map((f) => join(dir, f)),
        );
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
