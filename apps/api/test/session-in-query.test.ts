import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../src/db/schema/accounts';
import { companies } from '../src/db/schema/companies';
import { users } from '../src/db/schema/users';
import { testApi } from './api';
import { setupTestApp, type SignedIn } from './build-app';
import { createCompany } from './factories/companies';
import { createOwner } from './factories/users';

// The installers' reads whose one query also checks the session (decisions 006, 028 and 032, routes registered with
// `sessionCheckedByHandler`): every way a session stops being live answers 401 on each of them, and
// invalid params or query answer 422 only to a live session.
const ctx = setupTestApp();
const api = testApi(ctx);

interface Caller {
  signedIn: SignedIn;
  userId: number;
  companyId: number;
  companyUuid: string;
  projectUuid: string;
  /** A product of the shop the caller's region sees. */
  shopProductUuid: string;
}

async function freshCaller(): Promise<Caller> {
  const company = await createCompany(ctx.app, { name: 'Dachy Sesyjne' });
  const owner = await createOwner(ctx.app, company);
  const signedIn = await ctx.signIn(owner.email);
  const project = await api
    .as(signedIn)
    .post('/api/v1/projects', { body: { streetName: 'ul. Sesyjna 1', postalCode: '00-238' } });
  expect(project.status, project.text).toBe(201);
  const grid = await api.as(signedIn).get('/api/v1/shop/products?limit=1');
  expect(grid.status, grid.text).toBe(200);
  const shopProductUuid = grid.body.data[0]?.uuid as string;
  expect(shopProductUuid).toBeTruthy();
  return {
    signedIn,
    userId: owner.id,
    companyId: company.id,
    companyUuid: company.uuid,
    projectUuid: project.body.uuid as string,
    shopProductUuid,
  };
}

const ROUTES = [
  {
    name: 'the points summary',
    url: (c: Caller) => `/api/v1/company/points/${c.companyUuid}`,
    invalid: '/api/v1/company/points/42',
  },
  {
    name: 'the projects list',
    url: () => '/api/v1/projects?limit=20',
    invalid: '/api/v1/projects?limit=0',
  },
  {
    name: "a project's detail",
    url: (c: Caller) => `/api/v1/projects/${c.projectUuid}`,
    invalid: '/api/v1/projects/not-a-uuid',
  },
  {
    name: 'the shop grid',
    url: () => '/api/v1/shop/products?limit=12',
    invalid: '/api/v1/shop/products?limit=0',
  },
  {
    name: 'a shop product',
    url: (c: Caller) => `/api/v1/shop/products/${c.shopProductUuid}`,
    invalid: '/api/v1/shop/products/not-a-uuid',
  },
  {
    name: 'the shop cart',
    url: (c: Caller) => `/api/v1/shop/cart?uuids=${c.shopProductUuid}`,
    invalid: '/api/v1/shop/cart?uuids=not-a-uuid',
  },
];

const get = (url: string, headers: Record<string, string> = {}) => api.anonymous.get(url, { headers });

beforeAll(() => ctx.app.ready());

describe.each(ROUTES)('$name checks the session in its own query', (route) => {
  it('answers a live session, and 401 without a token or with a token of no or another session', async () => {
    const caller = await freshCaller();
    expect((await get(route.url(caller), caller.signedIn.headers)).status).toBe(200);
    expect((await get(route.url(caller))).status).toBe(401);
    const noSession = await ctx.authHeader({ ...caller.signedIn.principal, sessionId: null });
    expect((await get(route.url(caller), noSession)).status).toBe(401);
    const other = await freshCaller();
    const forged = await ctx.authHeader({
      ...caller.signedIn.principal,
      sessionId: other.signedIn.principal.sessionId,
    });
    expect((await get(route.url(caller), forged)).status).toBe(401);
  });

  it('answers 401 at once after logout and for an expired session', async () => {
    const out = await freshCaller();
    expect((await api.as(out.signedIn).post('/api/v2/installer/user/logout')).status).toBe(200);
    expect((await get(route.url(out), out.signedIn.headers)).status).toBe(401);

    const expired = await freshCaller();
    await ctx.database.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.id, expired.signedIn.principal.sessionId ?? ''));
    expect((await get(route.url(expired), expired.signedIn.headers)).status).toBe(401);
  });

  it('answers 401 at once for a deactivated or deleted user and a deactivated company', async () => {
    const deactivated = await freshCaller();
    await ctx.database.db.update(users).set({ status: 2 }).where(eq(users.id, deactivated.userId));
    expect((await get(route.url(deactivated), deactivated.signedIn.headers)).status).toBe(401);

    const deleted = await freshCaller();
    await ctx.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.userId));
    expect((await get(route.url(deleted), deleted.signedIn.headers)).status).toBe(401);

    const closed = await freshCaller();
    await ctx.database.db.update(companies).set({ status: 2 }).where(eq(companies.id, closed.companyId));
    expect((await get(route.url(closed), closed.signedIn.headers)).status).toBe(401);
  });

  it('tells a live session that its input is invalid (422), a revoked one only 401', async () => {
    const caller = await freshCaller();
    const invalid = await get(route.invalid, caller.signedIn.headers);
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).length).toBeGreaterThan(0);
    expect((await api.as(caller.signedIn).post('/api/v2/installer/user/logout')).status).toBe(200);
    const revoked = await get(route.invalid, caller.signedIn.headers);
    expect(revoked.status).toBe(401);
    expect(revoked.body).not.toHaveProperty('errors');
  });

  it('refuses operator tokens', async () => {
    const caller = await freshCaller();
    const operator = await ctx.signIn('admin@installer.club.example', 'operator');
    expect((await get(route.url(caller), operator.headers)).status).toBe(403);
  });
});
