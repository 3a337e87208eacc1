import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockAddress } from './data-dir-lock';

const dirs: string[] = [];
const children: ChildProcess[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'club-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  children.splice(0).forEach((child) => child.kill('SIGKILL'));
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** Another process that holds the lock the way a server does: it listens on the lock's address. */
async function holdInAnotherProcess(dir: string): Promise<ChildProcess> {
  const { path } = lockAddress(dir);
  const child = spawn(process.execPath, [
    '-e',
    `require('node:net').createServer().listen(${JSON.stringify(path)}, () => console.log('held'))`,
  ]);
  children.push(child);
  await new Promise<void>((done) => child.stdout?.once('data', () => done()));
  return child;
}

describe('PGlite data folder lock', () => {
  it('is held until released, and refused to a second opener meanwhile', async () => {
    const dir = freshDir();
    const lock = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    await lock.release();
    const again = await acquireDataDirLock(dir);
    await again.release();
  });

  it('refuses a folder held by another live process with a clear message', async () => {
    const dir = freshDir();
    await holdInAnotherProcess(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow('is in use by another running server');
  });

  it('dies with its process: after kill -9 the next start takes the folder', async () => {
    const dir = freshDir();
    const holder = await holdInAnotherProcess(dir);
    const exited = new Promise((done) => holder.once('exit', done));
    holder.kill('SIGKILL');
    await exited;
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(true);
    const lock = await acquireDataDirLock(dir);
    await lock.release();
  });

  it('is not kept by a lock file naming a live pid (a pid reused after a restart)', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'pglite.lock'), String(process.pid));
    const lock = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    await lock.release();
  });

  it('locks a folder too deep for a socket path through an abstract socket', async () => {
    const dir = join(freshDir(), 'a-rather-long-folder-name'.repeat(4));
    mkdirSync(dir, { recursive: true });
    expect(lockAddress(dir).isFile).toBe(false);
    const lock = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    await lock.release();
  });
});
