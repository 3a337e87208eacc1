import {
  FIELD_MESSAGES,
  MESSAGES,
  SIGN_IN_MESSAGES,
  SessionSchema,
  UserSchema,
  type Session,
} from '@club/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createUser } from '../../../test/factories/users';
import { auditLog, loginCodes } from '../../db/schema/accounts';
import { companies } from '../../db/schema/companies';
import { users, type UserRow } from '../../db/schema/users';
import { createManualClock } from '../../lib/clock';

// The code rules alone: rate limits are off here and tested in plugins/rate-limit.test.ts.
const clock = createManualClock('2025-03-03T09:00:00Z');
const ctx = setupTestApp({ clock, env: { RATE_LIMITS_ENABLED: 'false' } });
const api = testApi(ctx);

const SECOND = 1000;
const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });
/** The code of the latest message to a contact, read as people and browser tests read it. */
async function latestCode(contact: string): Promise<string> {
  const res = await api.anonymous.get(`/api/dev/outbox?to=${encodeURIComponent(contact)}`);
  const [latest] = res.body;
  const code = latest ? /\b(\d{5})\b/.exec(latest.body)?.[1] : undefined;
  if (!code) throw new Error(`no code for ${contact}`);
  return code;
}

const wrongOf = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

async function freshUser(overrides: Partial<UserRow> = {}): Promise<UserRow> {
  const company = await createCompany(ctx.app);
  return createUser(ctx.app, company.id, overrides);
}

const LOGIN = '/api/v2/installer/login';
const VERIFY = '/api/v2/installer/login/verify';

interface SentCode {
  code: string;
  requestId: string;
}

/** Asks for a code by e-mail, as the person would; moves the clock past the resend lock first. */
async function requestCode(user: UserRow): Promise<SentCode> {
  clock.advance(61 * SECOND);
  const res = await api.anonymous.post(LOGIN, { body: { email: user.email } });
  expect(res.status).toBe(200);
  return { code: await latestCode(user.email), requestId: res.body.request_id };
}

const verify = (requestId: string, code: string) => api.anonymous.post(VERIFY, { body: { code, requestId } });

async function signIn(user: UserRow): Promise<Session> {
  const { code, requestId } = await requestCode(user);
  const res = await verify(requestId, code);
  expect(res.status).toBe(200);
  return SessionSchema.parse(res.body);
}

describe('POST /api/v2/installer/login (spec 01 §2, §7)', () => {
  it('sends a code by SMS to a phone given as national number and region', async () => {
    const res = await api.anonymous.post('/api/v2/installer/login', {
      body: { phone: '502 345 678', region_id: 10 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ region: 10, has_regnr2: true, has_survey: true });
    const [message] = (await api.anonymous.get('/api/dev/outbox?to=%2B48502345678')).body;
    expect(message).toMatchObject({ channel: 'sms', kind: 'otp' });
    expect(message?.body.match(/\d{5}/g)).toHaveLength(1);
  });

  it('sends a code by e-mail, in the account language, whatever the case typed', async () => {
    const user = await freshUser();
    clock.advance(61 * SECOND);
    const res = await api.anonymous.post('/api/v2/installer/login', {
      body: { email: user.email.toUpperCase() },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      request_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      user_id: user.id,
      region: user.regionId,
      company_id: user.companyId,
      has_regnr2: true,
      has_survey: false,
    });
    const [message] = (await api.anonymous.get(`/api/dev/outbox?to=${user.email}`)).body;
    expect(message?.channel).toBe('email');
    expect(message?.body).toMatch(/^Twój kod Installer Club: \d{5}\./);
  });

  it('answers 404 for an unknown, deactivated or deleted account', async () => {
    const unknown = await api.anonymous.post('/api/v2/installer/login', {
      body: { email: 'nobody@example.com' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: MESSAGES.installerNotFound, code: 'not_found' });
    const inactive = await freshUser({ status: 2 });
    expect(
      (await api.anonymous.post('/api/v2/installer/login', { body: { email: inactive.email } })).status,
    ).toBe(404);
    const deleted = await freshUser({ deletedAt: new Date() });
    expect(
      (await api.anonymous.post('/api/v2/installer/login', { body: { email: deleted.email } })).status,
    ).toBe(404);
  });

  it('says has_regnr2 false for an SK company without its second number', async () => {
    const company = await createCompany(ctx.app, { regionId: 13, registrationNumber2: null });
    const user = await createUser(ctx.app, company.id, { regionId: 13, phone: '+421901234567' });
    clock.advance(61 * SECOND);
    const res = await api.anonymous.post('/api/v2/installer/login', {
      body: { phone: '0901 234 567', region_id: 13 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_id: user.id, has_regnr2: false });
  });

  it('answers 422 with the field path for bad bodies', async () => {
    const cases: [object, string][] = [
      [{}, 'email'],
      [{ email: 'not-an-address' }, 'email'],
      [{ phone: '502345678' }, 'region_id'],
      [{ email: 'a@example.com', extra: 1 }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const res = await api.anonymous.post('/api/v2/installer/login', { body: payload });
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    const badCode = await verify('AbCdEfGhIjKlMnOpQr_-09', '12');
    expect(badCode.status).toBe(422);
    expect(Object.keys(badCode.body.errors)).toEqual(['code']);
    const badRequest = await verify('not-a-request', '12345');
    expect(badRequest.status).toBe(422);
    expect(badRequest.body.errors).toEqual({ requestId: [FIELD_MESSAGES.loginRequestInvalid] });
  });

  it('within 60 s answers 429 with Retry-After: the code sent is still valid, and no request id', async () => {
    const user = await freshUser();
    const sent = await requestCode(user);
    clock.advance(20 * SECOND);
    const again = await api.anonymous.post(LOGIN, { body: { email: user.email } });
    expect(again.status).toBe(429);
    // anyone may type the contact: the answer says a code is on its way, never which request it belongs to
    expect(again.body).toEqual({ message: SIGN_IN_MESSAGES.codeAlreadySent, code: 'code_already_sent' });
    expect(again.headers['retry-after']).toBe('40');
    expect(JSON.stringify(again.body)).not.toContain(sent.requestId);
    expect((await api.anonymous.get(`/api/dev/outbox?to=${user.email}`)).body).toHaveLength(1);
    clock.advance(40 * SECOND);
    expect((await api.anonymous.post(LOGIN, { body: { email: user.email } })).status).toBe(200);
  });

  it('within 60 s of a code that can no longer be used, says only when to ask again', async () => {
    const user = await freshUser();
    const sent = await requestCode(user);
    for (let i = 0; i < 5; i += 1)
      expect((await verify(sent.requestId, wrongOf(sent.code))).status).toBe(406);
    clock.advance(30 * SECOND);
    const again = await api.anonymous.post(LOGIN, { body: { email: user.email } });
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ message: SIGN_IN_MESSAGES.resendTooSoon, code: 'rate_limited' });
    expect(again.headers['retry-after']).toBe('30');
    const signedIn = await requestCode(user);
    expect((await verify(signedIn.requestId, signedIn.code)).status).toBe(200);
    clock.advance(10 * SECOND);
    expect((await api.anonymous.post(LOGIN, { body: { email: user.email } })).body.code).toBe('rate_limited');
  });
});

describe('POST /api/v2/installer/login/verify (ARCHITECTURE §4)', () => {
  it('opens a session with the right code, and GET /self answers with it', async () => {
    const user = await freshUser({ options: { hasAgreedToTerms: true, firstTime: false } });
    const session = await signIn(user);
    expect(new Date(session.expiresAt).getTime() - clock.now().getTime()).toBe(60 * 60 * SECOND);
    const res = await api.as({ headers: bearer(session) }).get('/api/v1/installer/user/self');
    expect(res.status).toBe(200);
    const body = UserSchema.parse(res.body);
    expect(body).toMatchObject({
      uuid: user.uuid,
      user_id: user.id,
      role: { id: 3, slug: 'installer', name: 'Installer' },
      company_id: user.companyId,
      active: 1,
      email_consent: 0,
      has_regnr2: true,
      has_survey: false,
    });
    expect(JSON.parse(body.options)).toEqual({ hasAgreedToTerms: true, firstTime: false });
    expect(body.company).toMatchObject({ accepts_leads: 0, availability: 1 });
  });

  it('answers 406 for a wrong code, and a code works only once', async () => {
    const user = await freshUser();
    const { code, requestId } = await requestCode(user);
    const wrong = await verify(requestId, wrongOf(code));
    expect(wrong.status).toBe(406);
    expect(wrong.body).toEqual({ message: MESSAGES.wrongCode, code: 'wrong_code' });
    expect((await verify(requestId, code)).status).toBe(200);
    expect((await verify(requestId, code)).status).toBe(406);
  });

  it('binds the code to its login request', async () => {
    const [one, two] = [await freshUser(), await freshUser()];
    const first = await requestCode(one);
    const other = await requestCode(two);
    expect((await verify(other.requestId, first.code)).status).toBe(406);
    expect((await verify(first.requestId, first.code)).status).toBe(200);
  });

  it('answers 406 for a request id that was never issued', async () => {
    expect((await verify('AAAAAAAAAAAAAAAAAAAAAA', '12345')).status).toBe(406);
  });

  it('expires the code after 10 minutes', async () => {
    const user = await freshUser();
    const { code, requestId } = await requestCode(user);
    clock.advance(10 * 60 * SECOND + 1);
    expect((await verify(requestId, code)).status).toBe(406);
  });

  it('voids the request after 5 wrong tries: the 6th guess, though right, fails', async () => {
    const user = await freshUser();
    const { code, requestId } = await requestCode(user);
    for (let i = 0; i < 5; i += 1) expect((await verify(requestId, wrongOf(code))).status).toBe(406);
    expect((await verify(requestId, code)).status).toBe(406);
  });

  it('keeps the 5-try limit under 100 parallel wrong guesses', async () => {
    const user = await freshUser();
    const { code, requestId } = await requestCode(user);
    const answers = await Promise.all(Array.from({ length: 100 }, () => verify(requestId, wrongOf(code))));
    expect(answers.every((a) => a.status === 406)).toBe(true);
    const [row] = await ctx.database.db.select().from(loginCodes).where(eq(loginCodes.subjectId, user.id));
    expect(row?.attempts).toBe(5);
    expect((await verify(requestId, code)).status).toBe(406);
  });

  it("a sign-in ends the account's other login requests", async () => {
    const user = await freshUser();
    const first = await requestCode(user);
    const second = await requestCode(user);
    expect((await verify(second.requestId, second.code)).status).toBe(200);
    expect((await verify(first.requestId, first.code)).status).toBe(406);
  });
});

describe('nobody can lock another person out (docs/decisions/015-sign-in-requests.md)', () => {
  it('an attacker with a guessed userId and no login request cannot lock the user out', async () => {
    const victim = await freshUser();
    const attempts: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      attempts.push(
        (await api.anonymous.post(VERIFY, { body: { code: '12345', userId: victim.id } })).status,
      );
    }
    const session = await signIn(victim);
    expect((await api.as({ headers: bearer(session) }).get('/api/v1/installer/user/self')).status).toBe(200);
    // the account is not a thing a code is checked against: the body is refused as it stands
    expect(attempts).toEqual(Array.from({ length: 10 }, () => 422));
  });

  it("the victim's own sign-in works after an attacker's 10 wrong codes on the attacker's own request", async () => {
    const victim = await freshUser();
    // the attacker types the victim's address: a code goes to the victim, the request id to the attacker
    const attackers = await requestCode(victim);
    const guesses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      guesses.push((await verify(attackers.requestId, wrongOf(attackers.code))).status);
    expect(guesses).toEqual(Array.from({ length: 10 }, () => 406));
    const own = await requestCode(victim);
    expect((await verify(own.requestId, own.code)).status).toBe(200);
  });

  it('wrong codes exhaust only the request they were sent for', async () => {
    const user = await freshUser();
    const victims = await requestCode(user);
    const attackers = await requestCode(user);
    for (let i = 0; i < 5; i += 1) {
      expect((await verify(attackers.requestId, wrongOf(attackers.code))).status).toBe(406);
    }
    expect((await verify(attackers.requestId, attackers.code)).status).toBe(406);
    const rows = await ctx.database.db.select().from(loginCodes).where(eq(loginCodes.subjectId, user.id));
    expect(rows.map((r) => r.attempts).sort()).toEqual([0, 5]);
    expect((await verify(victims.requestId, victims.code)).status).toBe(200);
  });
});

describe('refresh and logout (ARCHITECTURE §4)', () => {
  const refresh = (token: string) =>
    api.anonymous.post('/api/v2/installer/refresh', { body: { refresh_token: token } });

  it('rotates the refresh token; the predecessor within 30 s gets the same pair', async () => {
    const first = await signIn(await freshUser());
    clock.advance(5 * SECOND);
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    const pair = SessionSchema.parse(second.body);
    expect(pair.refresh_token).not.toBe(first.refresh_token);
    clock.advance(20 * SECOND);
    const again = await refresh(first.refresh_token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(pair);
    expect((await api.as({ headers: bearer(pair) }).get('/api/v1/installer/user/self')).status).toBe(200);
  });

  it('revokes the whole family when an older token is re-used', async () => {
    const first = await signIn(await freshUser());
    const second = SessionSchema.parse((await refresh(first.refresh_token)).body);
    const third = SessionSchema.parse((await refresh(second.refresh_token)).body);
    expect((await api.as({ headers: bearer(third) }).get('/api/v1/installer/user/self')).status).toBe(200);
    const reuse = await refresh(first.refresh_token);
    expect(reuse.status).toBe(401);
    expect((await api.as({ headers: bearer(third) }).get('/api/v1/installer/user/self')).status).toBe(401);
    expect((await refresh(third.refresh_token)).status).toBe(401);
  });

  it('revokes the family when the predecessor comes back after the 30 s grace', async () => {
    const first = await signIn(await freshUser());
    const second = SessionSchema.parse((await refresh(first.refresh_token)).body);
    clock.advance(31 * SECOND);
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect((await refresh(second.refresh_token)).status).toBe(401);
  });

  it('refuses unknown and expired refresh tokens', async () => {
    expect((await refresh('not-a-token')).status).toBe(401);
    const session = await signIn(await freshUser());
    clock.advance(30 * 24 * 60 * 60 * SECOND + 1);
    expect((await refresh(session.refresh_token)).status).toBe(401);
  });

  it('logout revokes the session at once', async () => {
    const session = await signIn(await freshUser());
    const out = await api.as({ headers: bearer(session) }).post('/api/v2/installer/user/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ ok: true });
    expect((await api.as({ headers: bearer(session) }).get('/api/v1/installer/user/self')).status).toBe(401);
    expect((await refresh(session.refresh_token)).status).toBe(401);
  });

  it('refuses the tokens of a deactivated or deleted user at once', async () => {
    for (const change of [{ status: 2 }, { deletedAt: new Date() }]) {
      const user = await freshUser();
      const session = await signIn(user);
      await ctx.database.db.update(users).set(change).where(eq(users.id, user.id));
      expect((await api.as({ headers: bearer(session) }).get('/api/v1/installer/user/self')).status).toBe(
        401,
      );
      expect((await refresh(session.refresh_token)).status).toBe(401);
    }
  });

  it('refuses the tokens of every user of a deactivated company at once', async () => {
    const user = await freshUser();
    const session = await signIn(user);
    expect((await api.as({ headers: bearer(session) }).get('/api/v1/installer/user/self')).status).toBe(200);
    await ctx.database.db.update(companies).set({ status: 2 }).where(eq(companies.id, user.companyId));
    expect((await api.as({ headers: bearer(session) }).get('/api/v1/installer/user/self')).status).toBe(401);
    expect((await refresh(session.refresh_token)).status).toBe(401);
  });

  it('answers 401 on /self without a token', async () => {
    expect((await api.anonymous.get('/api/v1/installer/user/self')).status).toBe(401);
  });
});

describe('operators (ARCHITECTURE §4)', () => {
  const ADMIN = 'admin@installer.club.example';

  const anyRequestId = expect.stringMatching(/^[A-Za-z0-9_-]{22}$/);

  async function operatorCode(email: string): Promise<SentCode> {
    clock.advance(61 * SECOND);
    const login = await api.anonymous.post('/api/admin/login', { body: { email } });
    expect(login.body).toEqual({ ok: true, request_id: anyRequestId });
    return { code: await latestCode(email), requestId: login.body.request_id };
  }
  const operatorVerify = (requestId: string, code: string) =>
    api.anonymous.post('/api/admin/login/verify', { body: { requestId, code } });

  async function operatorSession(email: string): Promise<Session> {
    const { code, requestId } = await operatorCode(email);
    const res = await operatorVerify(requestId, code);
    expect(res.status).toBe(200);
    return SessionSchema.parse(res.body);
  }

  it('signs the demo admin in by e-mail code and switches maintenance, audit-logged', async () => {
    const session = await operatorSession(ADMIN);
    const on = await api.anonymous.put('/api/admin/settings/maintenance', {
      body: { enabled: true },
      headers: { ...bearer(session), 'x-request-id': 'req-maint-0001' },
    });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ enabled: true });
    expect((await api.anonymous.get('/api/v1/config/public')).status).toBe(503);
    const [row] = await ctx.database.db.select().from(auditLog);
    expect(row).toMatchObject({
      action: 'settings.maintenance.set',
      targetType: 'setting',
      targetId: 'maintenance',
      data: { enabled: true },
      requestId: 'req-maint-0001',
    });
    await ctx.app.services.settings.setMaintenance(false);
  });

  it('gives an unknown address the same answer and sends nothing', async () => {
    const res = await api.anonymous.post('/api/admin/login', { body: { email: 'someone@example.com' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, request_id: anyRequestId });
    const outbox = await api.anonymous.get('/api/dev/outbox?to=someone@example.com');
    expect(outbox.body).toEqual([]);
    expect((await operatorVerify(res.body.request_id, '12345')).status).toBe(406);
  });

  it('applies the code rules to operators: a wrong code is 406, and only the request named is spent', async () => {
    const attackers = await operatorCode(ADMIN);
    for (let i = 0; i < 10; i += 1) {
      expect((await operatorVerify(attackers.requestId, wrongOf(attackers.code))).status).toBe(406);
    }
    expect((await operatorVerify(attackers.requestId, attackers.code)).status).toBe(406);
    expect(
      (await api.anonymous.post('/api/admin/login/verify', { body: { email: ADMIN, code: '12345' } })).status,
    ).toBe(422);
    await operatorSession(ADMIN);
  });

  it('keeps operator and installer login requests apart', async () => {
    const operator = await operatorCode(ADMIN);
    const installer = await requestCode(await freshUser());
    expect((await verify(operator.requestId, operator.code)).status).toBe(406);
    expect((await operatorVerify(installer.requestId, installer.code)).status).toBe(406);
  });

  it('lets only admins switch maintenance, and refuses installer tokens', async () => {
    // the seeded support operator (demo data)
    const support = await operatorSession('support@installer.club.example');
    const put = (session: Session) =>
      api
        .as({ headers: bearer(session) })
        .put('/api/admin/settings/maintenance', { body: { enabled: true } });
    expect((await put(support)).status).toBe(403);
    const installer = await signIn(await freshUser());
    expect((await put(installer)).status).toBe(403);
    const operatorOnSelf = await api.as({ headers: bearer(support) }).get('/api/v1/installer/user/self');
    expect(operatorOnSelf.status).toBe(403);
  });

  it('logs an operator out', async () => {
    const session = await operatorSession(ADMIN);
    const out = await api.as({ headers: bearer(session) }).post('/api/admin/logout');
    expect(out.status).toBe(200);
    const put = await api
      .as({ headers: bearer(session) })
      .put('/api/admin/settings/maintenance', { body: { enabled: false } });
    expect(put.status).toBe(401);
  });
});
