import { PassThrough } from 'node:stream';
import { defineEndpoint } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { route } from '../src/lib/route';
import { setupTestApp } from './build-app';
import { testApi } from './api';
import { createInstaller } from './factories/users';

// Test-only endpoints, registered on the test's app, never in the product.
const echo = defineEndpoint({
  method: 'POST',
  path: '/api/test/echo',
  access: 'public',
  query: z.object({ page: z.coerce.number().int().min(1) }),
  body: z.strictObject({
    name: z.string().min(1, 'The name field is required.'),
    address: z.object({ city: z.string().regex(/^\D+$/, 'Letters are not allowed.') }),
  }),
  response: { 200: z.object({ ok: z.boolean() }) },
});
const boom = defineEndpoint({
  method: 'GET',
  path: '/api/test/boom',
  access: 'public',
  response: { 200: z.object({ ok: z.boolean() }) },
});

const failingQuery = defineEndpoint({
  method: 'POST',
  path: '/api/test/failing-query',
  access: 'public',
  body: z.strictObject({ value: z.string() }),
  response: { 200: z.object({ ok: z.boolean() }) },
});

const ctx = setupTestApp();
const logs: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => logs.push(...chunk.toString().trim().split('\n')));
  app = await ctx.build({ env: { LOG_LEVEL: 'info', BODY_LIMIT_BYTES: '2048' }, logStream: stream });
  route(app, echo, async () => ({ ok: true }));
  route(app, boom, async () => {
    throw new Error('secret database detail');
  });
  route(app, failingQuery, async ({ body }) => {
    await ctx.database.db.execute(sql`select ${body.value}::int`);
    return { ok: true };
  });
});

const valid = { name: 'Jan', address: { city: 'Warszawa' } };

describe('error model', () => {
  it('answers 422 with the field path and the zod message for a bad body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo?page=1',
      payload: { name: '', address: { city: 'Warszawa 2' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { name: ['The name field is required.'], 'address.city': ['Letters are not allowed.'] },
    });
  });

  it('answers 422 for a bad query and for unknown body fields', async () => {
    const query = await app.inject({ method: 'POST', url: '/api/test/echo?page=0', payload: valid });
    expect(query.statusCode).toBe(422);
    expect(Object.keys(query.json<{ errors: object }>().errors)).toEqual(['page']);
    const extra = await app.inject({
      method: 'POST',
      url: '/api/test/echo?page=1',
      payload: { ...valid, admin: true },
    });
    expect(extra.statusCode).toBe(422);
  });

  it('answers 500 with the generic message and logs the error with the request id', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'req-boom-0001' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Something went wrong. Please try again.',
      code: 'internal_error',
    });
    expect(res.body).not.toContain('secret');
    const line = logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.level === 50);
    expect(line).toMatchObject({ reqId: 'req-boom-0001', err: { message: 'secret database detail' } });
  });

  it('refuses control characters in any text field with 422 on the field, NUL included', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo?page=1',
      payload: { name: 'Jan\u0000', address: { city: 'War\u0007szawa' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        name: ['The field contains characters that are not allowed.'],
        'address.city': ['The field contains characters that are not allowed.'],
      },
    });
    const query = await app.inject({ method: 'POST', url: '/api/test/echo?page=%00', payload: valid });
    expect(query.statusCode).toBe(422);
    expect(Object.keys(query.json<{ errors: object }>().errors)).toEqual(['page']);
    // tabs and line breaks are text
    const lines = await app.inject({
      method: 'POST',
      url: '/api/test/echo?page=1',
      payload: { name: 'Jan\tNowak\r\n', address: { city: 'Warszawa' } },
    });
    expect(lines.statusCode).toBe(200);
  });

  it('refuses half a surrogate pair with 422 on the field, and takes a whole pair', async () => {
    for (const broken of ['\ud800', 'a\udc00b', 'x\ud83d']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/test/echo?page=1',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ name: broken, address: { city: 'Warszawa' } }),
      });
      expect(res.statusCode, JSON.stringify(broken)).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['name']);
    }
    const pair = await app.inject({
      method: 'POST',
      url: '/api/test/echo?page=1',
      payload: { name: 'Jan 🏠', address: { city: 'Warszawa' } },
    });
    expect(pair.statusCode).toBe(200);
  });

  it('logs a failed query without the values it was given', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/failing-query',
      headers: { 'x-request-id': 'req-query-0001' },
      payload: { value: 'jan.secret@example.com' },
    });
    expect(res.statusCode).toBe(500);
    const lines = logs.filter((l) => l.includes('req-query-0001'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain('jan.secret@example.com');
    expect(lines.join('\n')).toContain('params: [redacted]');
  });

  it('answers 400 malformed_json for a broken JSON body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo?page=1',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'malformed_json' });
  });

  it('answers 413 JSON when the body is over the limit', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo?page=1',
      payload: { ...valid, name: 'x'.repeat(4096) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers 404 JSON for an unknown API route, whatever the Accept header', async () => {
    for (const accept of ['application/json', 'text/html']) {
      const res = await app.inject({ method: 'GET', url: '/api/v1/nothing-here', headers: { accept } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ message: 'Not found.', code: 'not_found' });
    }
  });

  it('sends the security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/live' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets no cache keep an answer to a signed-in call', async () => {
    const api = testApi(app);
    const self = await api.as(await createInstaller(app)).get('/api/v1/installer/user/self');
    expect(self.status).toBe(200);
    expect(self.headers['cache-control']).toBe('no-store');
    const refused = await app.inject({
      method: 'GET',
      url: '/api/v1/installer/user/self',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
