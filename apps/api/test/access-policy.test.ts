import { defineEndpoint, ROLES, type AccessPolicy } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createManualClock } from '../src/lib/clock';
import { route } from '../src/lib/route';
import type { Principal } from '../src/modules/auth/access-token';
import { testApi, type Caller } from './api';
import { setupTestApp } from './build-app';
import { createInstaller, createOwner } from './factories/users';

const ctx = setupTestApp();
const POLICIES: AccessPolicy[] = ['public', 'user', 'owner', 'operator'];

const installer: Principal = {
  kind: 'user',
  userUuid: '6f1c4a52-8a3e-4f7b-9f4e-2d7c1b0a9e11',
  roleId: ROLES.installer.id,
  companyId: 1,
  sessionId: null,
};

describe('access policies (ARCHITECTURE §4)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.build();
    for (const access of ['owner', 'operator'] as const) {
      route(
        app,
        defineEndpoint({
          method: 'GET',
          path: `/api/test/${access}`,
          access,
          response: { 200: z.object({}) },
        }),
        async () => ({}),
      );
    }
  });

  it('every registered /api route declares a policy', async () => {
    await ctx.app.ready();
    const routes = ctx.app.apiRoutes();
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/health', '/api/v1/config/public', '/api/v1/config', '/api/docs/json']),
    );
    const missing = routes.filter((r) => !r.access || !POLICIES.includes(r.access));
    expect(missing).toEqual([]);
  });

  it('refuses to start with a route that declares none', async () => {
    const bad = await ctx.build();
    bad.get('/api/test/open', async () => ({}));
    await expect(bad.ready()).rejects.toThrow('Routes without an access policy: GET /api/test/open');
  });

  it('answers 401 without a token, with a bad one and with an expired one', async () => {
    const url = '/api/v1/config';
    const none = await app.inject({ method: 'GET', url });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'unauthorized' });
    const forged = await app.inject({ method: 'GET', url, headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(forged.statusCode).toBe(401);
    const old = createManualClock('2020-01-01T00:00:00Z');
    const expired = await app.inject({ method: 'GET', url, headers: await ctx.authHeader(installer, old) });
    expect(expired.statusCode).toBe(401);
  });

  it('refuses a well-signed token that belongs to no live session', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/config',
      headers: await ctx.authHeader(installer),
    });
    expect(res.statusCode).toBe(401);
  });

  it('lets owners only into owner routes and operators only into operator routes', async () => {
    const owner = await createOwner(ctx.app);
    const staff = await createInstaller(ctx.app);
    const operator = await ctx.signIn('admin@installer.club.example', 'operator');
    const api = testApi(app);
    const call = async (url: string, who: Caller) => (await api.as(who).get(url)).status;
    expect(await call('/api/test/owner', owner)).toBe(200);
    expect(await call('/api/test/owner', staff)).toBe(403);
    expect(await call('/api/test/operator', operator)).toBe(200);
    expect(await call('/api/test/operator', owner)).toBe(403);
    expect(await call('/api/v1/config', operator)).toBe(403);
  });

  it('publishes the OpenAPI document and the UI', async () => {
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = doc.json<{ paths: Record<string, unknown> }>().paths;
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/health', '/api/v1/config/public']));
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });
});
