import {
  AuditListSchema,
  getAuditFacets,
  getMaintenance,
  getOperatorSelf,
  inviteOperator,
  listAuditLog,
  listOperators,
  MESSAGES,
  OPERATOR_MESSAGES,
  OperatorListSchema,
  OperatorSchema,
  OperatorSelfSchema,
  updateOperator,
} from '@club/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../db/schema/accounts';
import { outboxMessages } from '../../db/schema/outbox';
import { testApi } from '../../../test/api';
import { setupTestApp, type SignedIn } from '../../../test/build-app';

const ctx = setupTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });
const api = testApi(ctx);

let admin: SignedIn;
let content: SignedIn;

beforeAll(async () => {
  admin = await ctx.signIn('admin@installer.club.example', 'operator');
  content = await ctx.signIn('content@installer.club.example', 'operator');
});

describe('GET /api/admin/self', () => {
  it('names the signed-in operator and their role, for every role', async () => {
    const res = await api.as(content).get(getOperatorSelf);
    expect(res.status).toBe(200);
    expect(OperatorSelfSchema.parse(res.body)).toMatchObject({
      name: 'Cora Content',
      email: 'content@installer.club.example',
      role: 'content',
    });
  });

  it('is not for installers or strangers', async () => {
    const installer = await ctx.signIn('jan.nowak@example.com');
    expect((await api.as(installer).get(getOperatorSelf)).status).toBe(403);
    expect((await api.anonymous.get(getOperatorSelf)).status).toBe(401);
  });
});

describe('GET /api/admin/operators', () => {
  const names = (body: unknown) => OperatorListSchema.parse(body).data.map((o) => o.name);

  it('lists the operators by name, paged', async () => {
    const res = await api.as(admin).get(listOperators, { query: { limit: '3' } });
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Cora Content', 'Club Admin', 'Finn Fulfilment'].sort());
    expect(res.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 3, total: 4 });
    const second = await api.as(admin).get(listOperators, { query: { limit: '3', page: '2' } });
    expect(names(second.body)).toEqual(['Sam Support']);
  });

  it('sorts by a column either way and filters by role, status and text', async () => {
    const byEmail = await api.as(admin).get(listOperators, { query: { sort: 'email', order: 'desc' } });
    expect(OperatorListSchema.parse(byEmail.body).data.map((o) => o.email)[0]).toBe(
      'support@installer.club.example',
    );
    expect(names((await api.as(admin).get(listOperators, { query: { role: 'content' } })).body)).toEqual([
      'Cora Content',
    ]);
    expect(names((await api.as(admin).get(listOperators, { query: { q: 'FULFIL' } })).body)).toEqual([
      'Finn Fulfilment',
    ]);
    // a wildcard typed in the search is a letter
    expect(names((await api.as(admin).get(listOperators, { query: { q: '%' } })).body)).toEqual([]);
    expect(names((await api.as(admin).get(listOperators, { query: { status: 'inactive' } })).body)).toEqual(
      [],
    );
  });

  it('answers 422 on a column it cannot sort by or an unknown role', async () => {
    const res = await api.as(admin).get(listOperators, { query: { sort: 'password', role: 'root' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['role', 'sort']);
  });

  it('is for admins only', async () => {
    expect((await api.as(content).get(listOperators)).status).toBe(403);
  });
});

describe('POST /api/admin/operators (invite)', () => {
  const invite = { email: 'Nina.Nowak@Installer.Club.Example', name: 'Nina Nowak', role: 'support' };

  it('creates the operator, e-mails them where to sign in, and writes the audit row with the new values', async () => {
    const res = await api.as(admin).post(inviteOperator, { body: invite });
    expect(res.status).toBe(201);
    const created = OperatorSchema.parse(res.body);
    expect(created).toMatchObject({
      email: 'nina.nowak@installer.club.example',
      role: 'support',
      active: true,
    });

    const [message] = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'nina.nowak@installer.club.example'));
    expect(message).toMatchObject({ channel: 'email', kind: 'invitation' });
    expect(message?.subject).toMatch(/back-office/);

    const log = await api.as(admin).get(listAuditLog, { query: { target_id: created.uuid } });
    expect(AuditListSchema.parse(log.body).data).toEqual([
      expect.objectContaining({
        action: 'operator.invite',
        target_type: 'operator',
        operator: expect.objectContaining({ email: 'admin@installer.club.example' }),
        before: null,
        after: { email: created.email, name: 'Nina Nowak', role: 'support', active: true },
      }),
    ]);
    // the invited operator can sign in
    const login = await api.anonymous.post('/api/admin/login', { body: { email: created.email } });
    expect(login.status).toBe(200);
  });

  it('refuses an address that already has an operator, on the e-mail field', async () => {
    const res = await api.as(admin).post(inviteOperator, {
      body: { ...invite, email: 'CONTENT@installer.club.example' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [MESSAGES.emailTaken] });
  });

  it('answers 422 with every bad field', async () => {
    const res = await api.as(admin).post(inviteOperator, { body: { email: 'x', name: ' ', role: 'root' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'name', 'role']);
  });
});

describe('PATCH /api/admin/operators/:id', () => {
  async function newOperator(role: 'admin' | 'support' | 'content', email: string) {
    const res = await api.as(admin).post(inviteOperator, { body: { email, name: email, role } });
    return OperatorSchema.parse(res.body);
  }

  it('changes the role: the old token stops working, its renewal carries the new role', async () => {
    const target = await newOperator('support', 'role.change@installer.club.example');
    const session = await ctx.signIn(target.email, 'operator');
    expect((await api.as(session).get(getOperatorSelf)).body.role).toBe('support');

    const res = await api
      .as(admin)
      .patch(updateOperator, { params: { id: target.uuid }, body: { role: 'content' } });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('content');
    expect((await api.as(session).get(getOperatorSelf)).status).toBe(401);
    const renewed = await api.anonymous.post('/api/admin/refresh', {
      body: { refresh_token: session.session.refresh_token },
    });
    expect(renewed.status).toBe(200);
    const self = await api
      .as({ headers: { authorization: `Bearer ${renewed.body.token}` } })
      .get(getOperatorSelf);
    expect(self.body.role).toBe('content');

    const log = await api
      .as(admin)
      .get(listAuditLog, { query: { target_id: target.uuid, action: 'operator.role.change' } });
    expect(log.body.data[0]).toMatchObject({
      before: expect.objectContaining({ role: 'support' }),
      after: expect.objectContaining({ role: 'content' }),
    });
  });

  it('deactivates: every session ends at once, sign-in and renewal are refused; reactivation lets them back', async () => {
    const target = await newOperator('content', 'deactivate.me@installer.club.example');
    const session = await ctx.signIn(target.email, 'operator');
    const res = await api
      .as(admin)
      .patch(updateOperator, { params: { id: target.uuid }, body: { active: false } });
    expect(res.status).toBe(200);
    expect(res.body.active).toBe(false);
    expect((await api.as(session).get(getOperatorSelf)).status).toBe(401);
    const renewal = await api.anonymous.post('/api/admin/refresh', {
      body: { refresh_token: session.session.refresh_token },
    });
    expect(renewal.status).toBe(401);
    const revoked = await ctx.database.db
      .select({ revokedAt: authSessions.revokedAt })
      .from(authSessions)
      .where(eq(authSessions.id, String(session.principal.sessionId)));
    expect(revoked[0]?.revokedAt).not.toBeNull();
    // a code request is answered as for any address, but no code is sent to a deactivated operator
    expect((await api.anonymous.post('/api/admin/login', { body: { email: target.email } })).status).toBe(
      200,
    );
    const codes = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, target.email), eq(outboxMessages.kind, 'otp')));
    expect(codes).toEqual([]);

    const back = await api
      .as(admin)
      .patch(updateOperator, { params: { id: target.uuid }, body: { active: true } });
    expect(back.body.active).toBe(true);
    expect((await api.as(await ctx.signIn(target.email, 'operator')).get(getOperatorSelf)).status).toBe(200);
    const actions = (
      await api.as(admin).get(listAuditLog, { query: { target_id: target.uuid } })
    ).body.data.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['operator.reactivate', 'operator.deactivate', 'operator.invite']);
  });

  it('never lets an admin demote or deactivate themselves', async () => {
    const self = OperatorSelfSchema.parse((await api.as(admin).get(getOperatorSelf)).body);
    const demote = await api
      .as(admin)
      .patch(updateOperator, { params: { id: self.uuid }, body: { role: 'support' } });
    expect(demote.status).toBe(422);
    expect(demote.body.errors).toEqual({ role: [OPERATOR_MESSAGES.notYourself] });
    const off = await api
      .as(admin)
      .patch(updateOperator, { params: { id: self.uuid }, body: { active: false } });
    expect(off.body.errors).toEqual({ active: [OPERATOR_MESSAGES.notYourself] });
    expect((await api.as(admin).get(getOperatorSelf)).body.role).toBe('admin');
  });

  it('keeps one active admin when two admins demote each other at once', async () => {
    const first = await newOperator('admin', 'admin.one@installer.club.example');
    const second = await newOperator('admin', 'admin.two@installer.club.example');
    // the seeded admin steps aside for this test: only the two may be left
    const a = await ctx.signIn(first.email, 'operator');
    const b = await ctx.signIn(second.email, 'operator');
    const seeded = OperatorSelfSchema.parse((await api.as(admin).get(getOperatorSelf)).body);
    expect(
      (await api.as(a).patch(updateOperator, { params: { id: seeded.uuid }, body: { role: 'support' } }))
        .status,
    ).toBe(200);

    try {
      const answers = await Promise.all([
        api.as(a).patch(updateOperator, { params: { id: second.uuid }, body: { role: 'content' } }),
        api.as(b).patch(updateOperator, { params: { id: first.uuid }, body: { role: 'content' } }),
      ]);
      const statuses = answers.map((r) => r.status);
      // The loser is refused by the last-admin lock (403) or, when the winner committed before the
      // loser's call was let in, by its token: that names a role its operator no longer has (401).
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect([401, 403]).toContain(statuses.find((s) => s !== 200));
      const winner = statuses[0] === 200 ? a : b;
      const admins = await api.as(winner).get(listOperators, { query: { role: 'admin', status: 'active' } });
      expect(admins.body.meta.total).toBe(1);
    } finally {
      // the seeded admin is an admin again for the tests that follow, whatever happened above
      for (const who of [a, b]) {
        const back = await api
          .as(who)
          .patch(updateOperator, { params: { id: seeded.uuid }, body: { role: 'admin' } });
        if (back.status === 200) break;
      }
    }
  });

  it('answers 404 for an unknown operator and 403 to other roles', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(
      (await api.as(admin).patch(updateOperator, { params: { id }, body: { active: false } })).status,
    ).toBe(404);
    expect(
      (await api.as(content).patch(updateOperator, { params: { id }, body: { active: false } })).status,
    ).toBe(403);
  });
});

describe('GET /api/admin/audit', () => {
  it('filters by operator, entity, action and day, newest first, paged', async () => {
    const self = OperatorSelfSchema.parse((await api.as(admin).get(getOperatorSelf)).body);
    await api.as(admin).put('/api/admin/settings/maintenance', { body: { enabled: true } });
    await api.as(admin).put('/api/admin/settings/maintenance', { body: { enabled: false } });
    const res = await api.as(admin).get(listAuditLog, {
      query: { operator: self.uuid, target_type: 'setting', action: 'settings.maintenance.set', limit: '1' },
    });
    expect(res.status).toBe(200);
    const page = AuditListSchema.parse(res.body);
    expect(page.meta.total).toBe(2);
    expect(page.data[0]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });

    const today = new Date().toISOString().slice(0, 10);
    const inDay = await api
      .as(admin)
      .get(listAuditLog, { query: { from: today, to: today, target_type: 'setting' } });
    expect(inDay.body.meta.total).toBe(2);
    const before = await api.as(admin).get(listAuditLog, { query: { to: '2020-01-01' } });
    expect(before.body.meta.total).toBe(0);

    const all = AuditListSchema.parse(
      (await api.as(admin).get(listAuditLog, { query: { limit: '100' } })).body,
    );
    const times = all.data.map((e) => e.created_at);
    expect(times).toEqual([...times].sort().reverse());

    const facets = await api.as(admin).get(getAuditFacets);
    expect(facets.body.actions).toEqual(
      expect.arrayContaining(['operator.invite', 'settings.maintenance.set']),
    );
    expect(facets.body.target_types).toEqual(expect.arrayContaining(['operator', 'setting']));
  });

  it('answers 422 on a malformed day or operator', async () => {
    const res = await api.as(admin).get(listAuditLog, { query: { from: '27.11.2026', operator: 'me' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['from', 'operator']);
  });

  it('is for admins only', async () => {
    expect((await api.as(content).get(listAuditLog)).status).toBe(403);
  });
});

describe('GET /api/admin/settings/maintenance', () => {
  it('says whether maintenance is on', async () => {
    await api.as(admin).put('/api/admin/settings/maintenance', { body: { enabled: true } });
    expect((await api.as(admin).get(getMaintenance)).body).toEqual({ enabled: true });
    await api.as(admin).put('/api/admin/settings/maintenance', { body: { enabled: false } });
    expect((await api.as(admin).get(getMaintenance)).body).toEqual({ enabled: false });
  });
});
