import { UserSchema } from '@club/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createUser } from '../../../test/factories/users';
import { authSessions } from '../../db/schema/accounts';
import { companies } from '../../db/schema/companies';
import { emailChanges, users, type UserRow } from '../../db/schema/users';
import { createManualClock } from '../../lib/clock';

// GET self checks the session in its own query (the guard skips its check for this route), so every
// way a session stops being live is asserted here against this route in particular.
const ctx = setupTestApp();
const api = testApi(ctx);
const URL = '/api/v1/installer/user/self';
const get = (headers: Record<string, string> = {}) => api.anonymous.get(URL, { headers });

async function freshUser(overrides: Partial<UserRow> = {}) {
  const company = await createCompany(ctx.app, { name: 'Dachy Testowe' });
  const user = await createUser(ctx.app, company.id, overrides);
  return { company, user, signedIn: await ctx.signIn(user.email) };
}

describe('GET /api/v1/installer/user/self', () => {
  beforeAll(() => ctx.app.ready());

  it('answers the caller their own record and company (spec 01 §3)', async () => {
    const { company, user, signedIn } = await freshUser({ name: 'Ewa', options: { a: 1 } });
    const res = await get(signedIn.headers);
    expect(res.status).toBe(200);
    const body = UserSchema.parse(res.body);
    expect(body).toMatchObject({
      uuid: user.uuid,
      user_id: user.id,
      name: 'Ewa',
      email: user.email,
      company_id: company.id,
      company: { uuid: company.uuid, name: 'Dachy Testowe' },
      options: JSON.stringify({ a: 1 }),
      active: 1,
    });
  });

  it('answers 401 without a token, with a bad one, and with a token of no session', async () => {
    expect((await get()).status).toBe(401);
    expect((await get({ authorization: 'Bearer not-a-token' })).status).toBe(401);
    const { signedIn } = await freshUser();
    // Same claims, but no `sid`: not a token that sign-in issues.
    const noSession = await ctx.authHeader({ ...signedIn.principal, sessionId: null });
    expect((await get(noSession)).status).toBe(401);
    const notUuid = await ctx.authHeader({ ...signedIn.principal, sessionId: 'x' });
    expect((await get(notUuid)).status).toBe(401);
  });

  it("refuses a token naming another user's session", async () => {
    const mine = await freshUser();
    const theirs = await freshUser();
    const forged = await ctx.authHeader({
      ...mine.signedIn.principal,
      sessionId: theirs.signedIn.principal.sessionId,
    });
    expect((await get(forged)).status).toBe(401);
    expect((await get(mine.signedIn.headers)).status).toBe(200);
  });

  it('answers 401 at once after logout, and for a revoked or expired session', async () => {
    const a = await freshUser();
    const out = await api.as(a.signedIn).post('/api/v2/installer/user/logout');
    expect(out.status).toBe(200);
    expect((await get(a.signedIn.headers)).status).toBe(401);

    const b = await freshUser();
    const sid = b.signedIn.principal.sessionId ?? '';
    await ctx.database.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.id, sid));
    expect((await get(b.signedIn.headers)).status).toBe(401);
  });

  it('answers 401 at once for a deactivated or deleted user and a deactivated company', async () => {
    const deactivated = await freshUser();
    expect((await get(deactivated.signedIn.headers)).status).toBe(200);
    await ctx.database.db.update(users).set({ status: 2 }).where(eq(users.id, deactivated.user.id));
    expect((await get(deactivated.signedIn.headers)).status).toBe(401);

    const deleted = await freshUser();
    await ctx.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    expect((await get(deleted.signedIn.headers)).status).toBe(401);

    const closed = await freshUser();
    await ctx.database.db.update(companies).set({ status: 2 }).where(eq(companies.id, closed.company.id));
    expect((await get(closed.signedIn.headers)).status).toBe(401);
  });

  it('refuses operator tokens', async () => {
    const operator = await ctx.signIn('admin@installer.club.example', 'operator');
    expect((await get(operator.headers)).status).toBe(403);
  });
});

describe('the kept self answer (decision 036)', () => {
  const selfOf = async (headers: Record<string, string>, through = api) => {
    const res = await through.anonymous.get(URL, { headers });
    expect(res.status, res.text).toBe(200);
    return UserSchema.parse(res.body);
  };

  it('follows every write of what it is made of, even one made in the database directly', async () => {
    const { company, user, signedIn } = await freshUser({ name: 'Ewa' });
    const { db } = ctx.database;
    // read twice, so the answer is kept
    for (let i = 0; i < 2; i++) expect((await selfOf(signedIn.headers)).name).toBe('Ewa');

    await db.update(users).set({ name: 'Ewelina' }).where(eq(users.id, user.id));
    expect((await selfOf(signedIn.headers)).name).toBe('Ewelina');
    await db.update(companies).set({ name: 'Dachy Nowe' }).where(eq(companies.id, company.id));
    expect((await selfOf(signedIn.headers)).company.name).toBe('Dachy Nowe');

    // a live e-mail change, then its end with the clock and no write: the second server's clock
    const clock = createManualClock(new Date());
    const second = testApi(await ctx.build({ clock }));
    const headers = await ctx.authHeader(signedIn.principal, clock);
    expect((await selfOf(headers, second)).pending_email).toBeNull();
    await db.insert(emailChanges).values({
      userId: user.id,
      email: 'ewelina.nowa@example.com',
      codeHash: 'not a code',
      expiresAt: new Date(clock.now().getTime() + 10_000),
      createdAt: clock.now(),
    });
    for (let i = 0; i < 2; i++) {
      expect((await selfOf(headers, second)).pending_email).toBe('ewelina.nowa@example.com');
    }
    clock.advance(15_000);
    expect((await selfOf(headers, second)).pending_email).toBeNull();

    // and a session that stops being live gets no kept answer
    await db.update(users).set({ status: 2 }).where(eq(users.id, user.id));
    expect((await get(signedIn.headers)).status).toBe(401);
    expect((await second.anonymous.get(URL, { headers })).status).toBe(401);
  });
});
