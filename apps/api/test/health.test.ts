import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { setupTestApp } from './build-app';

const ctx = setupTestApp();

/** The same database, except that raw queries (the health ping) fail as if the server were gone. */
function withBrokenPing(database: Database): Database {
  const db = new Proxy(database.db, {
    get(target, key, receiver) {
      if (key === 'execute') return () => Promise.reject(new Error('connection refused'));
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { ...database, db };
}

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', version: '3.5.7' });
  });

  it('answers 503 with database error when the database does not answer', async () => {
    const app = await ctx.build({ database: withBrokenPing(ctx.database) });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error', database: 'error' });
  });

  it('answers liveness without the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('returns a request id, keeping a sane incoming one and replacing anything else', async () => {
    const own = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'lb-1234abcd' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-1234abcd');
    const replaced = await ctx.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
