import { spawn } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../api';
import { setupTestApp } from '../build-app';
import { createOwner } from '../factories/users';

// 50 connections on the signed-in `self` for 10 s against a real socket: every answer a 2xx (or a 429
// from a rate limit), and the server's event loop never stalls (p99 delay under 100 ms). The load comes
// from another process (autocannon's own), so that only the server's work is on this event loop.
// On PostgreSQL, the database of any deployment under load (the machine's, or DATABASE_URL's server):
// PGlite runs every query on this same event loop, and under this load it held it for 250 ms at p99.
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const ctx = setupTestApp();
const api = testApi(ctx);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
let base: string;
let authorization: string;

beforeAll(async () => {
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  authorization = (await api.headersOf(await createOwner(ctx.app))).authorization;
});
afterAll(async () => {
  // autocannon stops at its deadline with requests in flight: let them finish before the app closes
  await new Promise((r) => setTimeout(r, 500));
});

interface LoadResult {
  statusCodeStats: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
  requests: { total: number };
}

function load(url: string, authorization: string): Promise<LoadResult> {
  return new Promise((done, fail) => {
    const child = spawn(
      'npx',
      [
        'autocannon',
        '--json',
        '-c',
        '50',
        '-d',
        String(SECONDS),
        '-H',
        `authorization=${authorization}`,
        url,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', fail);
    child.on('close', () => {
      try {
        done(JSON.parse(out) as LoadResult);
      } catch (error) {
        fail(error);
      }
    });
  });
}

describe('load', () => {
  it(`serves 50 connections on self for ${SECONDS} s with 2xx or 429 only and a responsive event loop`, async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const result = await load(`${base}/api/v1/installer/user/self`, authorization);
    delay.disable();
    const statuses = result.statusCodeStats;
    const unexpected = Object.entries(statuses).filter(([code]) => !/^2\d\d$|^429$/.test(code));
    expect(unexpected).toEqual([]);
    expect(result.errors + result.timeouts).toBe(0);
    expect(result.requests.total).toBeGreaterThan(SECONDS * 50);
    const p99Ms = delay.percentile(99) / 1e6;
    expect(p99Ms).toBeLessThan(100);
  }, 60_000);
});
