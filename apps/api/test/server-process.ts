import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const apiRoot = resolve(import.meta.dirname, '..');

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Everything the process wrote to its standard output (its JSON log lines), when `captureLog` is set. */
  log(): string;
}

export interface StartOptions {
  port: number;
  /** On top of this process's environment; quiet, loopback and `NODE_ENV=test` unless given. */
  env: Record<string, string>;
  captureLog?: boolean;
  /** How long to wait for `/api/health` to answer 200. */
  timeoutMs?: number;
}

/** The API as a process of its own, from source through tsx, as `npm run dev` runs it (without watch). */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'fatal',
      ...options.env,
      PORT: String(options.port),
    },
    stdio: ['ignore', options.captureLog ? 'pipe' : 'ignore', 'pipe'],
  });
  let log = '';
  let errors = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  // the last words of a process that fails to start: its start-up error
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  const base = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}: ${errors || log.slice(-2000)}`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, port: options.port, base, log: () => log };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

/** Resolves when the process has exited (at once if it has). */
export const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((done) => child.once('exit', () => done()));

/** Stops the process gracefully (SIGTERM), or kills it after `graceMs`. */
export async function stopServer(server: ServerProcess | null | undefined, graceMs = 10_000): Promise<void> {
  if (!server) return;
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
}
