import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import {
  EMULATION_MESSAGES,
  EMULATION_TICKET_PATTERN,
  EmulatedSessionSchema,
  EmulationTicketSchema,
  OperatorUserListSchema,
  SESSION_POLICY,
  SessionSchema,
  USER_STATUS,
  type Session,
} from '@club/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi, type Answer } from '../../../test/api';
import { setupTestApp, testConfig, type SignedIn } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createUser } from '../../../test/factories/users';
import { auditLog, authSessions, emulationTickets, operators } from '../../db/schema/accounts';
import { users } from '../../db/schema/users';
import { createManualClock } from '../../lib/clock';
import { verifyAccessToken, type UserPrincipal } from '../auth/access-token';

// The clock starts now (ctx.signIn checks tokens against the real time) and is moved for expiry.
const clock = createManualClock(new Date());
const ctx = setupTestApp({ clock, env: { RATE_LIMITS_ENABLED: 'false' } });
const api = testApi(ctx);

const INSTALLER = 'piotr.zielinski@example.com';
const OWNER = 'jan.nowak@example.com';
let admin: SignedIn;
let support: SignedIn;
let content: SignedIn;
let installer: SignedIn;
let owner: SignedIn;
let installerUuid: string;
let ownerUuid: string;
let ownCompanyUuid: string;
let adminId: number;

const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });
const fieldsOf = (res: Answer) => Object.keys(res.body.errors);

async function uuidOf(email: string): Promise<string> {
  const [row] = await ctx.database.db
    .select({ uuid: users.uuid })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.uuid;
}

async function createTicket(userUuid: string, who: SignedIn = admin): Promise<string> {
  const res = await api.anonymous.post('/api/admin/emulation-tickets', {
    body: { user_uuid: userUuid },
    headers: who.headers,
  });
  expect(res.status).toBe(201);
  return EmulationTicketSchema.parse(res.body).ticket;
}

async function emulate(userUuid: string): Promise<Session> {
  const res = await api.anonymous.post('/api/v2/installer/emulation', {
    body: { ticket: await createTicket(userUuid) },
  });
  expect(res.status).toBe(200);
  return EmulatedSessionSchema.parse(res.body);
}

const principalOf = async (token: string) =>
  (await verifyAccessToken(token, { secret: testConfig().jwtSecret, clock })) as UserPrincipal;

const auditRowsOf = (requestId: string | string[] | number | undefined) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.requestId, String(requestId)));

beforeAll(async () => {
  admin = await ctx.signIn('admin@installer.club.example', 'operator');
  support = await ctx.signIn('support@installer.club.example', 'operator');
  content = await ctx.signIn('content@installer.club.example', 'operator');
  installer = await ctx.signIn(INSTALLER);
  owner = await ctx.signIn(OWNER);
  installerUuid = await uuidOf(INSTALLER);
  ownerUuid = await uuidOf(OWNER);
  const self = await api.as(owner).get('/api/v1/installer/user/self');
  ownCompanyUuid = self.body.company.uuid;
  const [op] = await ctx.database.db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.email, 'admin@installer.club.example'));
  adminId = op?.id ?? 0;
});

describe('GET /api/admin/users (operators find whom to emulate)', () => {
  const find = (email: string, who?: SignedIn) => api.as(who).get('/api/admin/users', { query: { email } });

  it('answers 401 without a token, 403 for installers and for operator roles not allowed', async () => {
    expect((await find(INSTALLER)).status).toBe(401);
    expect((await find(INSTALLER, installer)).status).toBe(403);
    expect((await find(INSTALLER, content)).status).toBe(403);
  });

  it('answers 422 with the field for an address that is not one', async () => {
    const res = await find('not-an-address', admin);
    expect(res.status).toBe(422);
    expect(fieldsOf(res)).toEqual(['email']);
  });

  it('finds the user in any letter case, with the company, and nobody for an unknown address', async () => {
    const res = await find('Piotr.Zielinski@Example.com', support);
    expect(res.status).toBe(200);
    const { data } = OperatorUserListSchema.parse(res.body);
    expect(data).toEqual([
      expect.objectContaining({
        uuid: installerUuid,
        name: 'Piotr',
        email: INSTALLER,
        active: USER_STATUS.ACTIVE,
        company: expect.objectContaining({ name: 'Dachy Nowak Sp. z o.o.' }),
      }),
    ]);
    const none = await find('nobody@example.com', admin);
    expect(OperatorUserListSchema.parse(none.body).data).toEqual([]);
  });
});

describe('POST /api/admin/emulation-tickets (ARCHITECTURE §4)', () => {
  const create = (body: object, who?: SignedIn) =>
    api.anonymous.post('/api/admin/emulation-tickets', { body, headers: who?.headers ?? {} });

  it('answers 401 without a token', async () => {
    expect((await create({ user_uuid: installerUuid })).status).toBe(401);
  });

  it('answers 403 for an installer token and for an operator role not allowed to emulate', async () => {
    expect((await create({ user_uuid: installerUuid }, installer)).status).toBe(403);
    expect((await create({ user_uuid: installerUuid }, content)).status).toBe(403);
  });

  it('answers 422 with the field for a bad uuid and for unknown fields', async () => {
    const bad = await create({ user_uuid: '42' }, admin);
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad)).toEqual(['user_uuid']);
    const extra = await create({ user_uuid: installerUuid, ttl: 600 }, admin);
    expect(extra.status).toBe(422);
  });

  it('answers 404 for an unknown or deleted user, 422 for one who is not active', async () => {
    const unknown = await create({ user_uuid: '0b7f5a4e-1c2d-4e3f-8a9b-0c1d2e3f4a5b' }, admin);
    expect(unknown.status).toBe(404);
    const company = await createCompany(ctx.app);
    const deleted = await createUser(ctx.app, company.id, {
      status: USER_STATUS.DELETED,
      deletedAt: new Date(),
    });
    expect((await create({ user_uuid: deleted.uuid }, admin)).status).toBe(404);
    const pending = await createUser(ctx.app, company.id, { status: USER_STATUS.PENDING });
    const res = await create({ user_uuid: pending.uuid }, admin);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { user_uuid: [EMULATION_MESSAGES.userNotActive] } });
  });

  it('gives admin and support a 2-minute ticket, stores only its hash, and audits it', async () => {
    for (const who of [admin, support]) {
      const res = await create({ user_uuid: installerUuid }, who);
      expect(res.status).toBe(201);
      const body = EmulationTicketSchema.parse(res.body);
      expect(body.ticket).toMatch(EMULATION_TICKET_PATTERN);
      expect(body.url).toBe(`/?test-session=${body.ticket}`);
      expect(Date.parse(body.expires_at)).toBe(clock.now().getTime() + SESSION_POLICY.emulationTicketTtlMs);

      const hash = createHash('sha256').update(body.ticket).digest('hex');
      const stored = await ctx.database.db
        .select()
        .from(emulationTickets)
        .where(eq(emulationTickets.tokenHash, hash));
      expect(stored).toHaveLength(1);
      const all = await ctx.database.db.select({ h: emulationTickets.tokenHash }).from(emulationTickets);
      expect(all.some((r) => r.h === body.ticket)).toBe(false);

      const [audit] = await auditRowsOf(res.headers['x-request-id']);
      expect(audit).toMatchObject({
        action: 'emulation.ticket.create',
        targetType: 'user',
        targetId: installerUuid,
      });
    }
  });
});

describe('POST /api/v2/installer/emulation (spec 01 §6, ARCHITECTURE §4)', () => {
  const exchange = (ticket: unknown) =>
    api.anonymous.post('/api/v2/installer/emulation', { body: { ticket } });

  it('answers 422 with the field for a malformed ticket and 404 for an unknown one', async () => {
    const bad = await exchange('short');
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad)).toEqual(['ticket']);
    const unknown = await exchange('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: EMULATION_MESSAGES.ticketInvalid });
  });

  it('opens an emulated session of the user once; the same ticket again is 404', async () => {
    const ticket = await createTicket(installerUuid);
    const res = await exchange(ticket);
    expect(res.status).toBe(200);
    const session = EmulatedSessionSchema.parse(res.body);
    expect(session.emulated).toBe(true);

    const self = await api.as({ headers: bearer(session) }).get('/api/v1/installer/user/self');
    expect(self.status).toBe(200);
    expect(self.body).toMatchObject({ email: INSTALLER });

    const principal = await principalOf(session.token);
    expect(principal).toMatchObject({ kind: 'user', userUuid: installerUuid, emulatedByOperatorId: adminId });
    const [row] = await ctx.database.db
      .select({ by: authSessions.emulatedByOperatorId })
      .from(authSessions)
      .where(eq(authSessions.id, principal.sessionId ?? ''));
    expect(row?.by).toBe(adminId);

    const again = await exchange(ticket);
    expect(again.status).toBe(404);
  });

  it('refuses a ticket past its 2 minutes', async () => {
    const ticket = await createTicket(installerUuid);
    clock.advance(SESSION_POLICY.emulationTicketTtlMs + 1000);
    expect((await exchange(ticket)).status).toBe(404);
  });

  it('refuses the ticket once the user is no longer active', async () => {
    const company = await createCompany(ctx.app);
    const user = await createUser(ctx.app, company.id);
    const ticket = await createTicket(user.uuid);
    await ctx.database.db.update(users).set({ status: USER_STATUS.DEACTIVATED }).where(eq(users.id, user.id));
    expect((await exchange(ticket)).status).toBe(404);
  });

  it('keeps the session emulated through a refresh', async () => {
    const session = await emulate(installerUuid);
    const res = await api.anonymous.post('/api/v2/installer/refresh', {
      body: { refresh_token: session.refresh_token },
    });
    expect(res.status).toBe(200);
    const next = SessionSchema.parse(res.body);
    expect((await principalOf(next.token)).emulatedByOperatorId).toBe(adminId);
  });

  it('leaves an ordinary sign-in unmarked', async () => {
    expect((await principalOf(installer.session.token)).emulatedByOperatorId).toBeNull();
  });

  it('gives exactly one session when the same ticket is exchanged in parallel', async () => {
    for (let round = 0; round < 5; round += 1) {
      const ticket = await createTicket(installerUuid);
      const answers = await Promise.all(Array.from({ length: 8 }, () => exchange(ticket)));
      const codes = answers.map((a) => a.status).sort();
      expect(codes).toEqual([200, 404, 404, 404, 404, 404, 404, 404]);
    }
  });

  it('never writes the ticket to the request log', async () => {
    let logged = '';
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    const logging = await ctx.build({
      clock,
      logStream,
      env: { RATE_LIMITS_ENABLED: 'false', LOG_LEVEL: 'info' },
    });
    const ticket = await createTicket(installerUuid);
    const res = await testApi(logging).anonymous.post('/api/v2/installer/emulation', { body: { ticket } });
    expect(res.status).toBe(200);
    // a ticket put in the URL by mistake is redacted as well
    await testApi(logging).anonymous.get(`/?test-session=${ticket}`);
    expect(logged).toContain('/api/v2/installer/emulation');
    expect(logged).not.toContain(ticket);
  });

  it('sends no path or query to other origins (Referrer-Policy)', async () => {
    const res = await api.anonymous.get('/api/health');
    expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
      res.headers['referrer-policy'],
    );
  });
});

describe('refusals and audit in an emulated session (ARCHITECTURE §4)', () => {
  let emulatedOwner: Session;
  beforeAll(async () => {
    emulatedOwner = await emulate(ownerUuid);
  });
  const patch = (url: string, payload: object, session: Session) =>
    api.as({ headers: bearer(session) }).patch(url, { body: payload });

  it('refuses company changes with 403 and audits the refusal', async () => {
    const res = await patch(`/api/v1/company/${ownCompanyUuid}`, { availability: 1 }, emulatedOwner);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: EMULATION_MESSAGES.refused, code: 'emulation_refused' });
    const rows = await auditRowsOf(res.headers['x-request-id']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operatorId: adminId,
      action: 'PATCH /api/v1/company/:id',
      targetType: 'user',
      targetId: ownerUuid,
      data: { status: 403, outcome: 'refused', params: { id: ownCompanyUuid }, fields: ['availability'] },
    });
  });

  it('refuses placing a shop order, however valid', async () => {
    const res = await api.as({ headers: bearer(emulatedOwner) }).post('/api/v1/orders', {
      body: {
        idempotency_key: crypto.randomUUID(),
        type: 'egit',
        delivery_type: 0,
        order: [{ uuid: crypto.randomUUID(), quantity: 1 }],
      },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'emulation_refused' });
  });

  it('refuses own consent changes and a new sign-in e-mail, also when the rest of the body is fine', async () => {
    for (const body of [
      { email_consent: 1 },
      { name: 'Jan', phone_consent: 0 },
      { email: 'operator.owns.this@example.com' },
      { name: 'Jan', email: 'operator.owns.this@example.com' },
    ]) {
      const res = await patch('/api/v1/installer/user/self', body, emulatedOwner);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'emulation_refused' });
    }
    // an installer may change their e-mail themselves; an operator as the installer may not
    const asInstaller = await emulate(installerUuid);
    const steal = await patch(
      '/api/v1/installer/user/self',
      { email: 'operator.owns.this@example.com' },
      asInstaller,
    );
    expect(steal.status).toBe(403);
  });

  it('lets other changes through and audits them with the operator and the route pattern', async () => {
    const res = await patch('/api/v1/installer/user/self', { name: 'Jan' }, emulatedOwner);
    expect(res.status).toBe(200);
    const [row] = await auditRowsOf(res.headers['x-request-id']);
    expect(row).toMatchObject({
      operatorId: adminId,
      action: 'PATCH /api/v1/installer/user/self',
      targetId: ownerUuid,
      data: { status: 200, outcome: 'done', fields: ['name'] },
    });
  });

  it('does not audit reads, invalid writes, or writes of ordinary sessions', async () => {
    const read = await api.as({ headers: bearer(emulatedOwner) }).get('/api/v1/installer/user/self');
    expect(await auditRowsOf(read.headers['x-request-id'])).toEqual([]);
    const invalid = await patch('/api/v1/installer/user/self', { name: '' }, emulatedOwner);
    expect(invalid.status).toBe(422);
    expect(await auditRowsOf(invalid.headers['x-request-id'])).toEqual([]);
    const ordinary = await patch('/api/v1/installer/user/self', { email_consent: 1 }, owner.session);
    expect(ordinary.status).toBe(200);
    expect(await auditRowsOf(ordinary.headers['x-request-id'])).toEqual([]);
  });

  it('logs out of an emulated session, audited', async () => {
    const session = await emulate(installerUuid);
    const res = await api
      .as({ headers: bearer(session) })
      .post('/api/v2/installer/user/logout', { body: undefined });
    expect(res.status).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.requestId, String(res.headers['x-request-id'])), eq(auditLog.operatorId, adminId)),
      );
    expect(rows.map((r) => r.action)).toEqual(['POST /api/v2/installer/user/logout']);
    const after = await api.as({ headers: bearer(session) }).get('/api/v1/installer/user/self');
    expect(after.status).toBe(401);
  });
});
