import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueSerial } from '../scans';

// The server as a process of its own (from source, through tsx), on PGlite in a folder of its own: killed
// with SIGKILL in the middle of an offline sync, again and again, it must come back with nothing lost
// and nothing doubled; stopped with SIGTERM it must finish what it is doing and exit within 5 s.
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const BATCH = 200;
const apiRoot = resolve(import.meta.dirname, '..', '..');
const OWNER = 'jan.nowak@example.com';

let dataDir: string;
let port: number;
let server: ChildProcess | null = null;
let token = '';
const base = () => `http://127.0.0.1:${port}`;

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function start(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'fatal',
      RATE_LIMITS_ENABLED: 'false',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base()}/api/health`)).ok) return child;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((done) => child.once('exit', () => done()));

async function signIn(): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(base() + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const login = (await (await post('/api/v2/installer/login', { email: OWNER })).json()) as {
    request_id: string;
  };
  for (let i = 0; i < 50; i += 1) {
    const outbox = (await (
      await fetch(`${base()}/api/dev/outbox?to=${encodeURIComponent(OWNER)}`)
    ).json()) as {
      body: string;
    }[];
    const code = outbox[0]?.body.match(/\b\d{5}\b/)?.[0];
    if (code) {
      const session = (await (
        await post('/api/v2/installer/login/verify', { code, requestId: login.request_id })
      ).json()) as {
        token: string;
      };
      return session.token;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no code');
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'club-crash-'));
  port = await freePort();
  server = await start();
}, 120_000);

afterAll(async () => {
  if (server) {
    server.kill('SIGKILL');
    await exited(server);
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('crash consistency', () => {
  it(`keeps an offline sync whole through ${ROUNDS} kill -9s: the resend gives the state of one clean run`, async () => {
    token = await signIn();
    const headers = () => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
    const created = await fetch(`${base()}/api/v1/projects`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ streetName: 'ul. Awaryjna 1', city: 'Kraków', postalCode: '30-001' }),
    });
    const project = ((await created.json()) as { uuid: string }).uuid;
    const batch = Array.from({ length: BATCH }, () => ({
      client_id: randomUUID(),
      projects_id: project,
      serial_number: uniqueSerial(),
      type: 'GGL',
      size: 'MK04',
      variant: '2070',
      is_unique: true,
    }));
    const send = () =>
      fetch(`${base()}/api/v1/scans/bulk`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify(batch),
      });

    for (let round = 0; round < ROUNDS; round += 1) {
      const running = server!;
      const sending = send().catch(() => null);
      // somewhere in the middle of the save
      await new Promise((r) => setTimeout(r, 5 + ((round * 7) % 40)));
      running.kill('SIGKILL');
      await Promise.all([exited(running), sending]);
      server = await start();
      // the session outlived the crash, as the phone expects
      const self = await fetch(`${base()}/api/v1/installer/user/self`, { headers: headers() });
      if (self.status === 401) token = await signIn();
    }

    const resent = await send();
    expect(resent.status).toBe(200);
    const verdicts = (await resent.json()) as { status: string }[];
    expect(verdicts.filter((v) => v.status === 'valid')).toHaveLength(BATCH);
    const detail = (await (
      await fetch(`${base()}/api/v1/projects/${project}`, { headers: headers() })
    ).json()) as {
      products: { serial_number: string }[];
    };
    expect(detail.products).toHaveLength(BATCH);
    expect(new Set(detail.products.map((p) => p.serial_number)).size).toBe(BATCH);
  }, 600_000);

  it('finishes what it is doing on SIGTERM and exits within 5 s', async () => {
    const running = server!;
    if (
      (await fetch(`${base()}/api/v1/installer/user/self`, { headers: { authorization: `Bearer ${token}` } }))
        .status !== 200
    ) {
      token = await signIn();
    }
    const inFlight = fetch(`${base()}/api/v1/installer/user/self`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const started = performance.now();
    running.kill('SIGTERM');
    const answer = await inFlight.then((res) => res.status).catch(() => 0);
    await exited(running);
    const seconds = (performance.now() - started) / 1000;
    server = null;
    expect([200, 503]).toContain(answer);
    expect(running.exitCode).toBe(0);
    expect(seconds).toBeLessThan(5);
  }, 60_000);
});
