import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `The data folder ${dir} is in use by another running server. ` +
        'PGlite allows one process per folder: stop that process, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

// A Unix socket path holds at most 107 bytes; a deeper folder gets a Linux abstract socket named after it.
const MAX_SOCKET_PATH = 100;

/** Where the lock listens: a socket file in the folder, or an abstract name for a very deep folder. */
export function lockAddress(dir: string): { path: string; isFile: boolean } {
  const path = join(dir, 'pglite.lock');
  if (Buffer.byteLength(path) <= MAX_SOCKET_PATH) return { path, isFile: true };
  const digest = createHash('sha256').update(realpathSync(dir)).digest('hex').slice(0, 32);
  return { path: `\0club-pglite-${digest}`, isFile: false };
}

/** True when a live process answers on the address: a socket left by a dead one refuses connections. */
function isHeld(path: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => {
      server.off('error', fail);
      done();
    });
  });
}

/**
 * Locks the folder for this process with a Unix socket that this process listens on. PGlite corrupts its
 * files when two processes open the same folder (ARCHITECTURE §2), so a second server must refuse to
 * start. The lock lives exactly as long as the process: the kernel closes the socket when it dies, even by
 * kill -9, and a socket file left behind refuses connections, so the next start takes it over. Unlike a
 * pid in a file, a reused pid (containers restart with the same one) never keeps the lock.
 */
export async function acquireDataDirLock(dir: string): Promise<{ release: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  const { path, isFile } = lockAddress(dir);
  const server = createServer((socket) => socket.destroy());
  // the lock must not keep the process alive by itself
  server.unref();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await listen(server, path);
      let released = false;
      const release = async () => {
        if (released) return;
        released = true;
        await new Promise<void>((done) => server.close(() => done()));
      };
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      if (await isHeld(path)) throw new DataDirLockedError(dir);
      // left by a process that is gone
      if (isFile) rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dir}`);
}
