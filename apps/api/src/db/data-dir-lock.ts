import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data folder ${dir} is in use by another running server (pid ${pid}). ` +
        'PGlite allows one process per folder: stop that process, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dir>/pglite.lock` holding our pid. PGlite corrupts its files when two processes open the same
 * folder (ARCHITECTURE §2), so a second server must refuse to start; a lock left by a dead process is
 * taken over.
 */
export function acquireDataDirLock(dir: string): { release: () => void } {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => {
        process.off('exit', release);
        if (readPid(path) === process.pid) rmSync(path, { force: true });
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(path);
      if (holder !== null && isAlive(holder)) throw new DataDirLockedError(dir, holder);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dir}`);
}

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
