#!/usr/bin/env node
// `npm run bench`: throughput and latency of the production server on a fresh database, and the size of
// the JavaScript the first screen loads. Not part of `npm test`: figures, not verdicts.
//   npm run bench                                                       PGlite in a temporary folder
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench   a fresh database on that server
//   BENCH_SECONDS (10) and BENCH_CONNECTIONS (50) change the load.
// The target: GET self reaches at least 50 % of the floor's req/s (GET /api/health: one
// `select 1` on the same database, the least any database-backed request can cost) with p99 < 50 ms at
// 50 connections on PostgreSQL. The figures are printed with that verdict; the exit code stays 0.
// Then the offline backlog: POST /api/v1/scans/bulk with 1,000 new scans in one call, target < 150 ms
// (one set insert, no query per item), and the same batch replayed (every item answers `valid` again).
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

// Bare JSON route of the same Fastify app (the machine's ceiling), the floor of any database-backed
// request (/api/health runs one `select 1` and nothing else), then each endpoint under test.
const TARGETS = [
  { name: 'bare JSON (GET /api/health/live)', path: '/api/health/live', ceiling: true },
  { name: 'GET /api/v1/config/public', path: '/api/v1/config/public' },
  { name: 'floor: GET /api/health (select 1)', path: '/api/health', floor: true },
  {
    name: 'GET /api/v1/installer/user/self (signed in)',
    path: '/api/v1/installer/user/self',
    signedIn: true,
    target: { ofFloor: 0.5, p99Ms: 50 },
  },
];

// The demo owner signs in the way the app does; the code is read from the outbox (not in production).
const DEMO_EMAIL = 'jan.nowak@example.com';

async function signIn(base) {
  const post = (path, body) =>
    fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const login = await (await post('/api/v2/installer/login', { email: DEMO_EMAIL })).json();
  const outbox = await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(DEMO_EMAIL)}`)).json();
  const code = outbox[0]?.body.match(/\b\d{5}\b/)?.[0];
  const session = await (
    await post('/api/v2/installer/login/verify', { code, userId: login.user_id })
  ).json();
  if (!session.token) throw new Error('sign-in failed');
  return session.token;
}

function freePort() {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

async function freshDatabase() {
  if (!process.env.DATABASE_URL) {
    const dir = mkdtempSync(join(tmpdir(), 'club-bench-'));
    return {
      label: 'PGlite',
      env: { DATA_DIR: dir },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `club_bench_${Date.now()}`;
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

async function startServer(dbEnv) {
  const port = await freePort();
  // NODE_ENV=test keeps the demo data and the dev outbox, so that the benchmark can sign in.
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    JWT_SECRET: 'bench-'.repeat(8),
    OTP_SECRET: 'bench-'.repeat(8),
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ...dbEnv,
  };
  if (!dbEnv.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('server did not start');
}

function load(url, duration, headers = {}) {
  return new Promise((done, fail) =>
    autocannon({ url, connections, duration, headers }, (error, result) =>
      error ? fail(error) : done(result),
    ),
  );
}

const BULK_ITEMS = 1000;
const BULK_ROUNDS = 5;
const BULK_TARGET_MS = 150;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function benchBulkSave(base, token, label) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const project = await (
    await fetch(`${base}/api/v1/projects`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ streetName: 'ul. Benchmarkowa 1', postalCode: '00-001', city: 'Warszawa' }),
    })
  ).json();
  const send = async (items) => {
    const started = performance.now();
    const res = await fetch(`${base}/api/v1/scans/bulk`, {
      method: 'POST',
      headers,
      body: JSON.stringify(items),
    });
    const verdicts = await res.json();
    const ms = performance.now() - started;
    if (!res.ok || !Array.isArray(verdicts)) throw new Error(`bulk save answered ${res.status}`);
    const valid = verdicts.filter((v) => v.status === 'valid').length;
    return { ms, valid };
  };
  let serial = 10 ** 11 + Math.floor(Math.random() * 10 ** 10);
  const batch = () =>
    Array.from({ length: BULK_ITEMS }, () => ({
      client_id: crypto.randomUUID(),
      projects_id: project.uuid,
      serial_number: String(serial++),
      type: 'GGL',
      size: 'MK04',
      variant: '2070',
      is_unique: true,
    }));
  await send(batch().slice(0, 50)); // warm-up: the catalogue cache and the statement plans
  const fresh = [];
  const replays = [];
  for (let round = 0; round < BULK_ROUNDS; round++) {
    const items = batch();
    const first = await send(items);
    if (first.valid !== BULK_ITEMS) throw new Error(`only ${first.valid} of ${BULK_ITEMS} saved`);
    fresh.push(first.ms);
    const again = await send(items);
    if (again.valid !== BULK_ITEMS) throw new Error(`a replay answered ${again.valid} valid`);
    replays.push(again.ms);
  }
  const fmt = (list) => list.map((ms) => ms.toFixed(0)).join(', ');
  console.log(
    `\nBulk save on ${label}: ${BULK_ITEMS} scans per call, ${BULK_ROUNDS} calls (round trip on this machine)`,
  );
  console.log(`  new scans: median ${median(fresh).toFixed(0)} ms (${fmt(fresh)})`);
  console.log(`  replayed:  median ${median(replays).toFixed(0)} ms (${fmt(replays)})`);
  const verdict = median(fresh) < BULK_TARGET_MS ? 'met' : 'NOT met';
  console.log(`  target: ${BULK_ITEMS} new scans < ${BULK_TARGET_MS} ms: ${verdict}`);
}

if (
  !existsSync(join(root, 'apps/api/dist/server.js')) ||
  !existsSync(join(root, 'apps/web/dist/index.html'))
) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const db = await freshDatabase();
const { base, child } = await startServer(db.env);
try {
  console.log(
    `\nAPI on ${db.label}: ${connections} connections, ${seconds} s per route, after a 2 s warm-up`,
  );
  const token = await signIn(base);
  const rows = [];
  for (const target of TARGETS) {
    const headers = target.signedIn ? { authorization: `Bearer ${token}` } : {};
    const check = await fetch(base + target.path, { headers });
    if (!check.ok) throw new Error(`${target.path} answered ${check.status}`);
    await load(base + target.path, 2, headers);
    const r = await load(base + target.path, seconds, headers);
    if (r.non2xx > 0 || r.errors > 0)
      console.warn(`  ${target.path}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    rows.push({ ...target, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
  }
  const ceiling = rows.find((r) => r.ceiling);
  const floor = rows.find((r) => r.floor);
  const pct = (value) => `${(value * 100).toFixed(0).padStart(4)} %`;
  console.log(
    `  ${'route'.padEnd(46)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'ceiling'.padStart(8)} ${'floor'.padStart(7)}`,
  );
  for (const r of rows) {
    console.log(
      `  ${r.name.padEnd(46)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${pct(r.rps / ceiling.rps).padStart(8)} ${pct(r.rps / floor.rps).padStart(7)}`,
    );
  }
  for (const r of rows.filter((row) => row.target)) {
    const ratio = r.rps / floor.rps;
    const met = ratio >= r.target.ofFloor && r.p99 < r.target.p99Ms;
    // PGlite runs every query in this process's one thread: the target is set for PostgreSQL only.
    const verdict = db.label === 'PostgreSQL' ? (met ? 'met' : 'NOT met') : 'applies on PostgreSQL';
    console.log(
      `  ${r.path}: ${pct(ratio).trim()} of the floor, p99 ${r.p99} ms (target ≥ ${r.target.ofFloor * 100} %, p99 < ${r.target.p99Ms} ms): ${verdict}`,
    );
  }
  await benchBulkSave(base, token, db.label);
} finally {
  // autocannon stops at its deadline with requests still in flight: let them finish before the
  // server closes its database, so that shutdown does not log their failures.
  await new Promise((r) => setTimeout(r, 1000));
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await db.drop();
}

console.log('\nWeb: JavaScript the /login route loads, as served');
spawnSync(process.execPath, [join(root, 'apps/web/scripts/measure-login-js.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
