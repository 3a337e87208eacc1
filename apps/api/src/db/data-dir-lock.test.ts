import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'club-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('PGlite data folder lock', () => {
  it('holds our pid and is released', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
  });

  it('refuses a folder held by another live process with a clear message', async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'pglite.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(`in use by another running server (pid ${other.pid})`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'pglite.lock'), '2147483646');
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
