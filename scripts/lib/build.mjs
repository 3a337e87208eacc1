// The production build of the web app, the back-office and the API server, shared by `npm start` and the browser journeys.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..', '..');
const stamp = join(root, 'apps', 'api', 'dist', '.build-stamp');
const sources = [
  'packages/contract/src',
  'apps/api/src',
  'apps/api/scripts',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/admin/src',
  'apps/admin/index.html',
  'apps/admin/vite.config.ts',
  'package-lock.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

/** True when there is no build yet or a source changed after the last one. */
export function isBuildStale() {
  const built = ['apps/web/dist/index.html', 'apps/admin/dist/index.html'].every((f) =>
    existsSync(join(root, f)),
  );
  if (!built || !existsSync(stamp)) return true;
  const changedAt = Math.max(...sources.map((s) => newest(join(root, s))));
  return changedAt > statSync(stamp).mtimeMs;
}

/**
 * Builds the apps for production (the web app's build script sets NODE_ENV itself, so a shell that
 * exports NODE_ENV=development still gets React's production runtime). Returns the exit status, 0 when
 * nothing had to be done.
 */
export function build({ onlyIfStale = false } = {}) {
  if (onlyIfStale && !isBuildStale()) return 0;
  console.log('Building the web app, the back-office and the API server…');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status === 0) writeFileSync(stamp, new Date().toISOString());
  return result.status ?? 1;
}
