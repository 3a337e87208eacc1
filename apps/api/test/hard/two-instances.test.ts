import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SESSION_POLICY,
  SIGN_IN_MESSAGES,
  SIGN_IN_RATE_LIMITS,
  languageByLocale,
  regionByCode,
  type Session,
} from '@club/contract';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { openPostgresDatabase } from '../../src/db/postgres';
import { POINTS_EXPIRY_QUEUE } from '../../src/jobs/field-work.jobs';
import { createManualClock } from '../../src/lib/clock';
import { createPointsService } from '../../src/modules/points/points.service';
import { startLocalS3, type LocalS3 } from '../s3-server';
import { freePort, startServer, stopServer, type ServerProcess } from '../server-process';
import { readCode, requestCode, signInOverHttp, verifyCode } from '../sign-in-over-http';
import { PNG_BYTES } from './foreign-ids';

// Production runs N instances behind a load balancer (ARCHITECTURE §3, docs/deployment.md). Here two
// server processes share one PostgreSQL database, the machine's Redis and an S3-compatible store, and
// requests alternate between them: sign-in limits and locks count across both, a refresh token rotated
// on one is a re-use on the other, a photo uploaded through one is served by the other, and a
// scheduled job runs once for the pair.
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const name = `club_pair_${randomBytes(5).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
})();

let s3: LocalS3;
let dataDirs: string[] = [];
let a: ServerProcess;
let b: ServerProcess;
let database: Database;
/** Seconds both instances took to start together on an empty database (migrations, seed, listen). */
let startSeconds = 0;

async function admin(text: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A client address of its own per test: the load balancer forwards it, the per-IP limits count it. */
const clientIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** A company registered through the API, so that its owner's e-mail is this run's own. */
async function registerOwner(on: ServerProcess, ip: string): Promise<string> {
  const n = randomInt(100_000, 999_999);
  const email = `pair.${n}.${randomBytes(3).toString('hex')}@example.com`;
  const res = await fetch(`${on.base}/api/v2/company/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({
      email,
      name: 'Ewa',
      surname: 'Kowalska',
      phone: `512 ${String(n).slice(0, 3)} ${String(n).slice(3)}`,
      regionsId: regionByCode('PL')?.id,
      languagesId: languageByLocale('pl')?.id,
      companyName: `Dachy Para ${n}`,
      companyRegistrationNumber: String(randomInt(1_000_000_000, 9_999_999_999)),
      companyAddress: 'ul. Podwójna',
      companyHouseNumber: '2',
      companyCity: 'Kraków',
      companyPostalCode: '31-066',
      email_consent: 1,
      phone_consent: 0,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return email;
}

const refresh = (on: ServerProcess, refreshToken: string) =>
  fetch(`${on.base}/api/v2/installer/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as Session }));

const self = (on: ServerProcess, session: Session) =>
  fetch(`${on.base}/api/v1/installer/user/self`, { headers: { authorization: `Bearer ${session.token}` } });

/** Jobs of a queue pg-boss has created, done or waiting, kept or archived. */
async function jobsOf(queue: string): Promise<{ state: string }[]> {
  const { rows } = await database.executeSql(
    `select state from pgboss.job where name = $1 union all select state from pgboss.archive where name = $1`,
    [queue],
  );
  return rows as { state: string }[];
}

/** The log lines (pino JSON) of both instances with this message. */
const logLines = (message: string) =>
  [a, b].flatMap((server) =>
    server
      .log()
      .split('\n')
      .filter((line) => line.includes(`"msg":"${message}"`)),
  );

let jobMinute: Date;
let expiring: { companyId: number; points: number };

beforeAll(async () => {
  await admin(`create database ${name}`);
  s3 = await startLocalS3();
  dataDirs = [await mkdtemp(join(tmpdir(), 'club-pair-a-')), await mkdtemp(join(tmpdir(), 'club-pair-b-'))];
  const secrets = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    OTP_SECRET: randomBytes(32).toString('hex'),
  };
  const env = (dataDir: string) => ({
    ...secrets,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    STORAGE: 's3',
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    TRUST_PROXY: 'true',
    RATE_LIMITS_ENABLED: 'true',
    JOBS_ENABLED: 'true',
    JOBS_POLL_SECONDS: '0.5',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
  });
  const [portA, portB] = [await freePort(), await freePort()];
  const started = performance.now();
  // both at once on an empty database: one migrates and seeds under the start-up lock, the other waits
  [a, b] = await Promise.all([
    startServer({ port: portA, env: env(dataDirs[0]!), captureLog: true, timeoutMs: 90_000 }),
    startServer({ port: portB, env: env(dataDirs[1]!), captureLog: true, timeoutMs: 90_000 }),
  ]);
  startSeconds = (performance.now() - started) / 1000;
  database = openPostgresDatabase({ connectionString: databaseUrl, poolMax: 2, queryTimeoutMs: 10_000 });

  // The yearly expiry, due now: a company with points earned two years back, and the expiry's schedule
  // moved to this minute (through pg-boss, as the instances set it at start). The instances look at the
  // schedules every 30 s, so the minute is taken early enough for one of them to see it due.
  const owner = await registerOwner(a, clientIp());
  const [company] = (
    await database.executeSql(`select company_id as id from users where email = $1`, [owner])
  ).rows as { id: number }[];
  const twoYearsBack = createManualClock(`${new Date().getUTCFullYear() - 2}-06-01T10:00:00Z`);
  const points = createPointsService({ db: database.db, clock: twoYearsBack });
  expiring = { companyId: company!.id, points: 345 };
  await database.db.transaction((tx) =>
    points.credit(tx, { companyId: expiring.companyId, points: expiring.points, event: 'project' }),
  );
  while (new Date().getUTCSeconds() > 20) await new Promise((r) => setTimeout(r, 500));
  jobMinute = new Date();
  jobMinute.setUTCSeconds(0, 0);
  const boss = new PgBoss({
    connectionString: databaseUrl,
    supervise: false,
    schedule: false,
    migrate: false,
  });
  await boss.start();
  await boss.schedule(
    POINTS_EXPIRY_QUEUE,
    `${jobMinute.getUTCMinutes()} ${jobMinute.getUTCHours()} * * *`,
    {},
    { tz: 'UTC' },
  );
  await boss.stop({ graceful: false, wait: true });
}, 240_000);

afterAll(async () => {
  await Promise.all([stopServer(a), stopServer(b)]);
  await database?.close();
  await s3?.stop();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  await admin(`drop database if exists ${name} with (force)`);
}, 60_000);

describe('two instances on one database, Redis and object storage', () => {
  it('start together on an empty database and both answer', async () => {
    expect((await fetch(`${a.base}/api/health`)).status).toBe(200);
    expect((await fetch(`${b.base}/api/health`)).status).toBe(200);
    // one of them applied the migrations and seeded; the other found them done
    expect(logLines('database migrations applied')).toHaveLength(1);
    expect(logLines('demo data seeded (first start)')).toHaveLength(1);
    expect(startSeconds).toBeLessThan(90);
  });

  it('counts the sign-in limit of a contact across both: the 6th code request in a minute is refused', async () => {
    const ip = clientIp();
    const email = await registerOwner(a, ip);
    const answers: { status: number; message?: string }[] = [];
    for (let i = 0; i < 6; i += 1) {
      const on = i % 2 === 0 ? a : b;
      const res = await requestCode(on.base, email, { 'x-forwarded-for': ip });
      answers.push({ status: res.status, message: res.body.message });
    }
    // the first sends a code; the next four are too soon after it (the database's 60 s rule); the sixth
    // is the fifth-plus-one of the contact's limit, counted by both instances in Redis
    expect(answers.map((x) => x.status)).toEqual([200, 429, 429, 429, 429, 429]);
    expect(answers.slice(1, 5).map((x) => x.message)).toEqual(
      Array(4).fill(SIGN_IN_MESSAGES.codeAlreadySent),
    );
    expect(answers[5]!.message).toBe(SIGN_IN_MESSAGES.rateLimited);
  });

  it('voids a login request after 5 wrong codes sent to both, and counts the code checks across both', async () => {
    const ip = clientIp();
    const email = await registerOwner(b, ip);
    const login = await requestCode(a.base, email, { 'x-forwarded-for': ip });
    expect(login.status).toBe(200);
    const code = await readCode(a.base, email);
    const wrong = String((Number(code) + 1) % 100_000).padStart(5, '0');
    const statuses: number[] = [];
    for (let i = 0; i < SESSION_POLICY.codeMaxAttempts; i += 1) {
      const on = i % 2 === 0 ? a : b;
      statuses.push((await verifyCode(on.base, login.body, wrong, { 'x-forwarded-for': ip })).status);
    }
    expect(statuses).toEqual(Array(SESSION_POLICY.codeMaxAttempts).fill(406));
    // wrong codes on each instance: the tries are the request's, in the database, so the right code
    // no longer opens it on either
    expect((await verifyCode(b.base, login.body, code, { 'x-forwarded-for': ip })).status).toBe(406);
    expect((await verifyCode(a.base, login.body, code, { 'x-forwarded-for': ip })).status).toBe(406);
    // the checks of one address in a minute are counted in Redis by both instances: alone, neither has
    // seen enough to refuse
    const { max } = SIGN_IN_RATE_LIMITS.verifyPerIp;
    for (let i = SESSION_POLICY.codeMaxAttempts + 2; i < max; i += 1) {
      const on = i % 2 === 0 ? a : b;
      expect((await verifyCode(on.base, login.body, wrong, { 'x-forwarded-for': ip })).status).toBe(406);
    }
    const over = await verifyCode(b.base, login.body, code, { 'x-forwarded-for': ip });
    expect(over).toMatchObject({ status: 429, body: { message: SIGN_IN_MESSAGES.rateLimited } });
  });

  it('refuses a refresh token rotated on one instance when it is used again on the other', async () => {
    const email = await registerOwner(a, clientIp());
    // the code asked for on one instance, sent back to the other
    const signedIn = await signInOverHttp(a.base, email, { verifyOn: b.base });
    expect((await self(a, signedIn)).status).toBe(200);
    expect((await self(b, signedIn)).status).toBe(200);

    const first = await refresh(a, signedIn.refresh_token);
    expect(first.status).toBe(200);
    const second = await refresh(b, first.body.refresh_token);
    expect(second.status).toBe(200);
    // within 30 s the immediate predecessor answers the same pair, whichever instance it reaches (two tabs)
    const again = await refresh(a, first.body.refresh_token);
    expect(again).toEqual(second);

    // the first token, rotated on A, re-used on B: refused, and the whole session with it
    expect((await refresh(b, signedIn.refresh_token)).status).toBe(401);
    expect((await refresh(a, second.body.refresh_token)).status).toBe(401);
    expect((await self(a, second.body)).status).toBe(401);
    expect((await self(b, second.body)).status).toBe(401);
  });

  it('serves a photo uploaded through one instance from the other (object storage)', async () => {
    const email = await registerOwner(b, clientIp());
    const session = await signInOverHttp(b.base, email);
    const form = new FormData();
    form.append('image', new Blob([PNG_BYTES], { type: 'image/png' }), 'tag.png');
    const uploaded = await fetch(`${a.base}/api/v1/scans/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { image_data: image } = (await uploaded.json()) as { image_data: string };
    const served = await fetch(`${b.base}/api/v1/scans/images/${image}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(served.status).toBe(200);
    // stored as the server re-encoded it (a JPEG), the same bytes whichever instance serves it
    const fromB = Buffer.from(await served.arrayBuffer());
    expect(fromB.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const fromA = await fetch(`${a.base}/api/v1/scans/images/${image}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(Buffer.from(await fromA.arrayBuffer()).equals(fromB)).toBe(true);
    // nothing in either instance's own folder: the file is in the bucket only
    for (const dir of dataDirs) {
      expect(await readdir(join(dir, 'uploads')).catch(() => [])).toEqual([]);
    }
  });

  it('runs a scheduled job once for both instances (the yearly points expiry)', async () => {
    // a job is due in the minute it was scheduled for; wait for it to be done, then for that minute to
    // pass, so that a second instance had every chance to start it again
    const deadline = jobMinute.getTime() + 60_000 + 15_000;
    while (Date.now() < deadline) {
      const done = (await jobsOf(POINTS_EXPIRY_QUEUE)).filter((job) => job.state === 'completed');
      if (done.length > 0 && Date.now() > jobMinute.getTime() + 65_000) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(await jobsOf(POINTS_EXPIRY_QUEUE)).toEqual([{ state: 'completed' }]);
    expect(logLines('yearly points expiry')).toHaveLength(1);
    const { rows } = await database.executeSql(
      `select points from points_ledger where company_id = $1 and variation = 'expired'`,
      [expiring.companyId],
    );
    expect(rows).toEqual([{ points: -expiring.points }]);
  }, 120_000);
});
