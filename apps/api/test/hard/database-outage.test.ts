import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../build-app';
import { startTcpProxy, type TcpProxy } from '../tcp-proxy';

// A database that hangs or goes away, between the API and a real PostgreSQL: this test always runs on
// PostgreSQL (the machine's, or DATABASE_URL's server), whatever database the rest of the suite uses.
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CALLS = 15;
const ANSWER_WITHIN_MS = 2000;
const RECOVER_WITHIN_MS = 8000;

const name = `club_outage_${randomBytes(5).toString('hex')}`;
let proxy: TcpProxy;
let app: FastifyInstance;
let base: string;

async function admin(text: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

// a public call that reads the database on every request (nothing cached)
const probeUrl = () =>
  `${base}/api/v2/company/validate?email=${randomBytes(4).toString('hex')}%40example.com`;

async function timedCall(): Promise<{ status: number; ms: number; code?: string }> {
  const started = performance.now();
  const res = await fetch(probeUrl());
  const body = (await res.json()) as { code?: string };
  return { status: res.status, ms: performance.now() - started, ...(body.code ? { code: body.code } : {}) };
}

async function untilAnswered(status: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const { status: got } = await timedCall();
    if (got === status) return performance.now() - started;
    if (performance.now() - started > RECOVER_WITHIN_MS) throw new Error(`still ${got}, not ${status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  await admin(`create database ${name}`);
  const server = new URL(SERVER_URL);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  const proxied = new URL(SERVER_URL);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  proxied.pathname = `/${name}`;
  app = await buildApp(testConfig({ DATABASE_URL: proxied.toString(), RATE_LIMITS_ENABLED: 'false' }));
  base = await app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);

afterAll(async () => {
  await proxy?.heal();
  await app?.close();
  await proxy?.close();
  await admin(`drop database if exists ${name} with (force)`);
});

describe('the database out of reach', () => {
  it('answers normally while the database answers', async () => {
    expect((await timedCall()).status).toBe(200);
  });

  it(`answers ${CALLS} calls 503 within 2 s while the database hangs, then recovers without a restart`, async () => {
    proxy.freeze();
    const answers = await Promise.all(Array.from({ length: CALLS }, timedCall));
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 503, code: 'database_unavailable' });
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    // once the probe has confirmed it, calls no longer wait for a timeout at all
    await new Promise((r) => setTimeout(r, ANSWER_WITHIN_MS));
    const next = await timedCall();
    expect(next).toMatchObject({ status: 503, code: 'database_unavailable' });
    expect(next.ms).toBeLessThan(300);
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
    proxy.heal();
    await untilAnswered(200);
  });

  it(`answers ${CALLS} calls 503 within 2 s while the database refuses connections, then recovers`, async () => {
    await proxy.cut();
    const answers = await Promise.all(Array.from({ length: CALLS }, timedCall));
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 503, code: 'database_unavailable' });
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);
    await proxy.heal();
    await untilAnswered(200);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});
