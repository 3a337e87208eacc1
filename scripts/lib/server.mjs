// The production server on a free loopback port with a fresh database, for the measuring scripts
// (bench, lighthouse). PGlite in a temporary folder, or a new database on DATABASE_URL's server.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { root } from './build.mjs';

export function freePort() {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

async function freshDatabase(dataDir) {
  if (dataDir) return { label: 'PGlite', env: { DATA_DIR: dataDir }, drop: async () => {} };
  if (!process.env.DATABASE_URL) {
    const dir = mkdtempSync(join(tmpdir(), 'club-measure-'));
    return {
      label: 'PGlite',
      env: { DATA_DIR: dir },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `club_measure_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Starts apps/api/dist/server.js with the demo data. NODE_ENV=test keeps the dev outbox, so that the
 * scripts can sign in the way the app does. `stop()` ends the server and drops its database.
 * `seedArgs`: the seed command runs with them on the fresh database before the server opens it.
 * `dataDir`: PGlite in that folder, which stays when the server stops.
 */
export async function startServer({ seedArgs, dataDir } = {}) {
  const database = await freshDatabase(dataDir);
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ...database.env,
  };
  if (!database.env.DATABASE_URL) delete env.DATABASE_URL;
  if (seedArgs) {
    const seed = spawnSync('npm', ['run', 'seed', '-w', '@club/api', '--', ...seedArgs], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    if (seed.status !== 0) {
      await database.drop();
      throw new Error('the seed command failed');
    }
  }
  // BENCH_CPU_PROF=<folder>: the server writes a CPU profile of its whole run there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    await database.drop();
  };
  // up to 3 minutes: a first start migrates and seeds, slowly on a busy two-core machine
  for (let i = 0; i < 900 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, label: database.label, child, stop };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error('server did not start');
}

const SIGN_IN_PATHS = {
  user: { login: '/api/v2/installer/login', verify: '/api/v2/installer/login/verify' },
  operator: { login: '/api/admin/login', verify: '/api/admin/login/verify' },
};

/**
 * Signs a demo user (or operator) in by e-mail as the apps do, with the code read from the dev outbox;
 * the session.
 */
export async function signIn(base, email, kind = 'user') {
  const paths = SIGN_IN_PATHS[kind];
  const post = (path, body) =>
    fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const login = await (await post(paths.login, { email })).json();
  for (let attempt = 0; attempt < 25; attempt++) {
    const outbox = await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
    const code = outbox[0]?.body.match(/\b\d{5}\b/)?.[0];
    if (code) {
      const session = await (await post(paths.verify, { code, requestId: login.request_id })).json();
      if (!session.token) throw new Error(`sign-in failed: ${JSON.stringify(session)}`);
      return session;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code in the outbox for ${email}`);
}
