import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@club/api';

/**
 * The folder of this package, found by walking up from the running file. The same code runs from `src`
 * (tsx, vitest) and bundled from `dist`, so paths to committed files (migrations) cannot be relative to
 * the module itself.
 */
export function findPackageRoot(from: string = import.meta.url): string {
  let dir = dirname(from.startsWith('file:') ? fileURLToPath(from) : from);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === PACKAGE_NAME) return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the ${PACKAGE_NAME} package folder above ${from}`);
    dir = parent;
  }
}

export const PACKAGE_ROOT = findPackageRoot();
export const MIGRATIONS_DIR = join(PACKAGE_ROOT, 'src', 'db', 'migrations');
export const DEFAULT_WEB_DIST_DIR = resolve(PACKAGE_ROOT, '..', 'web', 'dist');
export const DEFAULT_ADMIN_DIST_DIR = resolve(PACKAGE_ROOT, '..', 'admin', 'dist');

/**
 * Relative paths in the environment are taken from the folder the command was started in. npm runs
 * workspace scripts inside the workspace folder but keeps the caller's folder in INIT_CWD, so
 * `npm start` and `npm run seed` from the repository root both mean `<repo>/data`.
 */
export function resolveFromStartDir(path: string, env: NodeJS.ProcessEnv = process.env): string {
  if (isAbsolute(path)) return path;
  return resolve(env.INIT_CWD ?? process.cwd(), path);
}
