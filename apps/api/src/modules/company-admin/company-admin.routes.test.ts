import { randomUUID } from 'node:crypto';
import {
  COMPANY_ADMIN_MESSAGES,
  ERROR_CODES,
  FIELD_MESSAGES,
  MESSAGES,
  OperatorCompanyDetailSchema,
  OperatorCompanyListSchema,
  OperatorLedgerSchema,
  OperatorMemberSchema,
  PointsHistoryEntrySchema,
  ROLES,
  USER_STATUS,
  fillMessage,
  regionByCode,
  type OperatorRole,
} from '@club/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi, type Answer } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createOperator } from '../../../test/factories/operators';
import { createInstaller, createOwner } from '../../../test/factories/users';
import { auditLog, type OperatorRow } from '../../db/schema/accounts';
import { companies } from '../../db/schema/companies';

const ctx = setupTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });
const api = testApi(ctx);

const DEMO_COMPANY = 'Dachy Nowak Sp. z o.o.';
const operatorsByRole = {} as Record<OperatorRole, OperatorRow>;
const as = (role: OperatorRole) => api.as({ operator: operatorsByRole[role] });
const admin = () => as('admin');
const fieldErrors = (res: Answer) => res.body.errors as Record<string, string[]>;

async function auditOf(targetId: string, action: string) {
  const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
  return rows.filter((r) => r.action === action);
}

async function balanceOf(companyId: number): Promise<number> {
  const [row] = await ctx.database.db
    .select({ points: companies.pointsBalance })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.points ?? -1;
}

const adjust = (uuid: string, body: Record<string, unknown>, role: OperatorRole = 'admin') =>
  as(role).post(`/api/admin/companies/${uuid}/points`, {
    body: { idempotency_key: randomUUID(), ...body },
  });

beforeAll(async () => {
  for (const role of ['admin', 'support', 'content', 'fulfilment'] as const) {
    operatorsByRole[role] = await createOperator(ctx.app, role);
  }
});

describe('roles (ARCHITECTURE §4: admin and support read, admin changes)', () => {
  it('refuses no session (401), installers and other operator roles (403)', async () => {
    const company = await createCompany(ctx.app);
    const owner = await createOwner(ctx.app, company);
    const reads = [
      '/api/admin/companies',
      `/api/admin/companies/${company.uuid}`,
      `/api/admin/companies/${company.uuid}/ledger`,
      `/api/admin/companies/${company.uuid}/projects`,
    ];
    for (const url of reads) {
      expect((await api.anonymous.get(url)).status).toBe(401);
      expect((await api.as(owner).get(url)).status).toBe(403);
      expect((await as('content').get(url)).status).toBe(403);
      expect((await as('fulfilment').get(url)).status).toBe(403);
      expect((await as('support').get(url)).status).toBe(200);
      expect((await as('admin').get(url)).status).toBe(200);
    }
    const writes: [string, 'put' | 'patch' | 'post', unknown][] = [
      [`/api/admin/companies/${company.uuid}`, 'patch', { city: 'Kraków' }],
      [`/api/admin/companies/${company.uuid}/status`, 'put', { active: 1 }],
      [
        `/api/admin/companies/${company.uuid}/points`,
        'post',
        { direction: 'credit', points: 5, reason: 'Bonus', idempotency_key: randomUUID() },
      ],
      [`/api/admin/users/${owner.uuid}`, 'patch', { name: 'Anna' }],
      [`/api/admin/users/${owner.uuid}/status`, 'put', { active: 1 }],
      [`/api/admin/users/${owner.uuid}/role`, 'put', { role_id: 2 }],
    ];
    for (const [url, method, body] of writes) {
      for (const role of ['support', 'content', 'fulfilment'] as const) {
        expect((await as(role)[method](url, { body })).status, `${role} ${url}`).toBe(403);
      }
      expect((await api.as(owner)[method](url, { body })).status).toBe(403);
      expect((await admin()[method](url, { body })).status, url).toBeLessThan(300);
    }
  });
});

describe('GET /api/admin/companies (search)', () => {
  const search = async (query: Record<string, string>) => {
    const res = await as('support').get('/api/admin/companies', { query });
    expect(res.status).toBe(200);
    return OperatorCompanyListSchema.parse(res.body);
  };
  const names = (list: { data: { name: string }[] }) => list.data.map((c) => c.name);

  it('finds a company by any part of its name, in any letter case, with its owner and people', async () => {
    const list = await search({ q: 'chy nowa' });
    expect(names(list)).toEqual([DEMO_COMPANY]);
    expect(list.data[0]).toMatchObject({
      members: 2,
      owner: { name: 'Jan', surname: 'Nowak', email: 'jan.nowak@example.com', phone: '+48501234567' },
    });
  });

  it('finds by registration number (spaces ignored), e-mail and phone number', async () => {
    expect(names(await search({ q: '5252 344' }))).toEqual([DEMO_COMPANY]);
    expect(names(await search({ q: 'PIOTR.ZIELINSKI@' }))).toEqual([DEMO_COMPANY]);
    expect(names(await search({ q: '501 234 567' }))).toEqual([DEMO_COMPANY]);
    expect(names(await search({ q: '+48501234567' }))).toEqual([DEMO_COMPANY]);
    expect((await search({ q: 'no such company anywhere' })).data).toEqual([]);
  });

  it('takes LIKE pattern characters literally', async () => {
    expect((await search({ q: '%' })).data).toEqual([]);
    expect((await search({ q: '_' })).data).toEqual([]);
  });

  it('filters by region and status, pages and sorts', async () => {
    const cz = regionByCode('CZ')?.id ?? 0;
    const inCz = await search({ region_id: String(cz), limit: '100' });
    expect(inCz.data.length).toBeGreaterThan(0);
    expect(inCz.data.every((c) => c.region_id === cz)).toBe(true);

    const tag = `Sortowanie ${randomUUID().slice(0, 8)}`;
    for (const [name, points] of [
      ['B', 30],
      ['A', 10],
      ['C', 20],
    ] as const) {
      await createCompany(ctx.app, { name: `${tag} ${name}`, pointsBalance: points });
    }
    await createCompany(ctx.app, { name: `${tag} D`, status: USER_STATUS.DEACTIVATED });
    expect(names(await search({ q: tag }))).toEqual(['A', 'B', 'C', 'D'].map((n) => `${tag} ${n}`));
    expect(names(await search({ q: tag, sort: 'points', order: 'desc', active: '1' }))).toEqual(
      ['B', 'C', 'A'].map((n) => `${tag} ${n}`),
    );
    const second = await search({ q: tag, sort: 'name', order: 'desc', limit: '2', page: '2' });
    expect(names(second)).toEqual(['B', 'A'].map((n) => `${tag} ${n}`));
    expect(second.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 4 });
    expect(names(await search({ q: tag, active: '2' }))).toEqual([`${tag} D`]);
  });

  it('answers 422 with the fields for a query it cannot take', async () => {
    const res = await admin().get('/api/admin/companies', {
      query: { region_id: '1', sort: 'owner', q: 'x'.repeat(101), extra: '1' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(fieldErrors(res))).toEqual(expect.arrayContaining(['region_id', 'sort', 'q']));
  });
});

describe('GET /api/admin/companies/:id (detail)', () => {
  it('shows the data, the people with role, status and last activity, and the team limit', async () => {
    const company = await createCompany(ctx.app, { name: 'Detal Dach' });
    const owner = await createOwner(ctx.app, company);
    const installer = await createInstaller(ctx.app, company, { status: USER_STATUS.DEACTIVATED });
    await api.as(owner).get('/api/v1/installer/user/self');
    await ctx.signIn(owner.email);

    const res = await as('support').get(`/api/admin/companies/${company.uuid}`);
    expect(res.status).toBe(200);
    const detail = OperatorCompanyDetailSchema.parse(res.body);
    expect(detail).toMatchObject({
      name: 'Detal Dach',
      active: 1,
      team_limit: { owners: 1, installers: 10 },
    });
    const byUuid = new Map(detail.members.map((m) => [m.uuid, m]));
    expect(byUuid.get(owner.uuid)).toMatchObject({ role_id: 2, active: 1 });
    expect(byUuid.get(owner.uuid)?.last_activity_at).not.toBeNull();
    expect(byUuid.get(installer.uuid)).toMatchObject({ role_id: 3, active: 2, last_activity_at: null });
  });

  it('answers 404 for a company that does not exist and 422 for an id that is not a uuid', async () => {
    expect((await admin().get(`/api/admin/companies/${randomUUID()}`)).status).toBe(404);
    expect((await admin().get('/api/admin/companies/12')).status).toBe(422);
  });
});

describe('POST /api/admin/companies/:id/points (adjustment)', () => {
  it('credits with the reason, names the operator in the ledger, and the installer sees it in their history', async () => {
    const company = await createCompany(ctx.app);
    const installer = await createInstaller(ctx.app, company);
    const res = await adjust(company.uuid, { direction: 'credit', points: 150, reason: 'Trade fair bonus' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ entry_uuid: expect.any(String), balance: 150 });

    const history = await api.as(installer).get('/api/v1/points/history');
    expect(history.status).toBe(200);
    const [entry] = history.body.data.map((e: unknown) => PointsHistoryEntrySchema.parse(e));
    expect(entry).toMatchObject({
      uuid: res.body.entry_uuid,
      event: 'adjustment',
      variation: 'positive',
      points: 150,
      reason: 'Trade fair bonus',
    });

    const ledger = OperatorLedgerSchema.parse(
      (await as('support').get(`/api/admin/companies/${company.uuid}/ledger`)).body,
    );
    expect(ledger.data[0]).toMatchObject({
      reason: 'Trade fair bonus',
      balance: 150,
      operator: { uuid: operatorsByRole.admin.uuid, name: operatorsByRole.admin.name },
    });

    const [audit] = await auditOf(company.uuid, 'points.adjust');
    expect(audit).toMatchObject({
      operatorId: operatorsByRole.admin.id,
      before: { points: 0 },
      after: { points: 150 },
      data: expect.objectContaining({ reason: 'Trade fair bonus', direction: 'credit', amount: 150 }),
    });
  });

  it('debits down to zero, refuses a debit beyond the balance with the ledger error and changes nothing', async () => {
    const company = await createCompany(ctx.app);
    expect((await adjust(company.uuid, { direction: 'credit', points: 40, reason: 'Start' })).status).toBe(
      201,
    );
    const refused = await adjust(company.uuid, { direction: 'debit', points: 41, reason: 'Too much' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: ERROR_CODES.notEnoughPoints, message: 'Not enough points.' });
    expect(await balanceOf(company.id)).toBe(40);
    expect(await auditOf(company.uuid, 'points.adjust')).toHaveLength(1);

    const debit = await adjust(company.uuid, { direction: 'debit', points: 40, reason: 'Duplicate bonus' });
    expect(debit.status).toBe(201);
    expect(debit.body.balance).toBe(0);
    const ledger = OperatorLedgerSchema.parse(
      (await admin().get(`/api/admin/companies/${company.uuid}/ledger`)).body,
    );
    expect(ledger.data.map((e) => [e.points, e.balance, e.variation])).toEqual([
      [-40, 0, 'negative'],
      [40, 40, 'positive'],
    ]);
  });

  it('answers a repeated key with the first entry and moves the points once', async () => {
    const company = await createCompany(ctx.app);
    const body = { direction: 'credit', points: 25, reason: 'Retry', idempotency_key: randomUUID() };
    const first = await admin().post(`/api/admin/companies/${company.uuid}/points`, { body });
    const again = await admin().post(`/api/admin/companies/${company.uuid}/points`, { body });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(company.id)).toBe(25);
  });

  it('refuses a missing reason, a zero or fractional amount and an unknown direction with their fields', async () => {
    const company = await createCompany(ctx.app);
    const res = await adjust(company.uuid, { direction: 'gift', points: 1.5, reason: ' ' });
    expect(res.status).toBe(422);
    expect(fieldErrors(res)).toMatchObject({
      direction: expect.any(Array),
      points: [COMPANY_ADMIN_MESSAGES.pointsInvalid],
      reason: [COMPANY_ADMIN_MESSAGES.reasonRequired],
    });
    expect(
      fieldErrors(await adjust(company.uuid, { direction: 'credit', points: 0, reason: 'ok ok' })),
    ).toEqual({
      points: [COMPANY_ADMIN_MESSAGES.pointsInvalid],
    });
    expect((await adjust(randomUUID(), { direction: 'credit', points: 1, reason: 'Nobody' })).status).toBe(
      404,
    );
    expect(await balanceOf(company.id)).toBe(0);
  });

  it('shows the running balance over pages, newest first', async () => {
    const company = await createCompany(ctx.app);
    for (const points of [10, 20, 30, 40]) {
      await adjust(company.uuid, { direction: 'credit', points, reason: `Credit ${points}` });
    }
    await adjust(company.uuid, { direction: 'debit', points: 5, reason: 'Debit' });
    const page = async (n: number) =>
      OperatorLedgerSchema.parse(
        (
          await admin().get(`/api/admin/companies/${company.uuid}/ledger`, {
            query: { page: String(n), limit: '2' },
          })
        ).body,
      );
    const [one, two, three] = [await page(1), await page(2), await page(3)];
    expect([...one.data, ...two.data, ...three.data].map((e) => e.balance)).toEqual([95, 100, 60, 30, 10]);
    expect(one.meta.total).toBe(5);
  });
});

describe('activation and deactivation (sessions end at once)', () => {
  it("a deactivated person's next call and refresh are refused; activated again they sign in", async () => {
    const company = await createCompany(ctx.app);
    await createOwner(ctx.app, company);
    const installer = await createInstaller(ctx.app, company);
    const signedIn = await ctx.signIn(installer.email);
    const self = () => api.as(signedIn).get('/api/v1/installer/user/self');
    expect((await self()).status).toBe(200);

    const res = await admin().put(`/api/admin/users/${installer.uuid}/status`, { body: { active: 2 } });
    expect(res.status).toBe(200);
    expect(OperatorMemberSchema.parse(res.body).active).toBe(2);
    expect((await self()).status).toBe(401);
    const refresh = await api.anonymous.post('/api/v2/installer/refresh', {
      body: { refresh_token: signedIn.session.refresh_token },
    });
    expect(refresh.status).toBe(401);
    const [audit] = await auditOf(installer.uuid, 'user.status');
    expect(audit).toMatchObject({ before: { active: 1 }, after: { active: 2 } });

    expect(
      (await admin().put(`/api/admin/users/${installer.uuid}/status`, { body: { active: 1 } })).status,
    ).toBe(200);
    const again = await ctx.signIn(installer.email);
    expect((await api.as(again).get('/api/v1/installer/user/self')).status).toBe(200);
    // the sessions revoked stay revoked
    expect((await self()).status).toBe(401);
  });

  it("a deactivated company's people are all signed out", async () => {
    const company = await createCompany(ctx.app);
    const owner = await ctx.signIn((await createOwner(ctx.app, company)).email);
    const installer = await ctx.signIn((await createInstaller(ctx.app, company)).email);
    const res = await admin().put(`/api/admin/companies/${company.uuid}/status`, { body: { active: 2 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ uuid: company.uuid, active: 2 });
    for (const who of [owner, installer]) {
      expect((await api.as(who).get('/api/v1/installer/user/self')).status).toBe(401);
      const refresh = await api.anonymous.post('/api/v2/installer/refresh', {
        body: { refresh_token: who.session.refresh_token },
      });
      expect(refresh.status).toBe(401);
    }
    expect((await auditOf(company.uuid, 'company.status'))[0]).toMatchObject({
      before: { active: 1 },
      after: { active: 2 },
    });
  });

  it('refuses a status that is not 1 or 2 (422) and an unknown person (404)', async () => {
    const installer = await createInstaller(ctx.app);
    expect(
      (await admin().put(`/api/admin/users/${installer.uuid}/status`, { body: { active: 0 } })).status,
    ).toBe(422);
    expect(
      (await admin().put(`/api/admin/users/${randomUUID()}/status`, { body: { active: 2 } })).status,
    ).toBe(404);
  });
});

describe('PATCH /api/admin/users/:id (contact data)', () => {
  it('checks the phone against the person region, names, e-mail and uniqueness like the app', async () => {
    const installer = await createInstaller(ctx.app);
    const other = await createInstaller(ctx.app);
    const patch = (body: unknown) => admin().patch(`/api/admin/users/${installer.uuid}`, { body });

    const invalid = await patch({ name: 'Ma7ek', email: 'not-an-address', phone: '12' });
    expect(invalid.status).toBe(422);
    expect(fieldErrors(invalid)).toEqual({
      name: [FIELD_MESSAGES.onlyLetters],
      email: [FIELD_MESSAGES.emailInvalid],
      phone: [FIELD_MESSAGES.phoneInvalid],
    });
    expect(fieldErrors(await patch({ phone: '000000000' }))).toEqual({
      phone: [FIELD_MESSAGES.phoneInvalid],
    });
    expect(fieldErrors(await patch({ email: other.email.toUpperCase() }))).toEqual({
      email: [MESSAGES.emailTaken],
    });
    expect(fieldErrors(await patch({ phone: other.phone.replace('+48', '') }))).toEqual({
      phone: [MESSAGES.phoneNotUnique],
    });
    expect((await patch({})).status).toBe(422);

    const res = await patch({ surname: 'Nowicki', phone: '512 345 678', email: 'Marek.Nowicki@Example.com' });
    expect(res.status).toBe(200);
    expect(OperatorMemberSchema.parse(res.body)).toMatchObject({
      surname: 'Nowicki',
      phone: '+48512345678',
      email: 'marek.nowicki@example.com',
    });
    const [audit] = await auditOf(installer.uuid, 'user.update');
    expect(audit).toMatchObject({
      before: { surname: 'Kowalczyk', phone: installer.phone, email: installer.email },
      after: { surname: 'Nowicki', phone: '+48512345678', email: 'marek.nowicki@example.com' },
    });
  });
});

describe('PATCH /api/admin/companies/:id (company data)', () => {
  it('applies the registration rules of the region and records before and after', async () => {
    const company = await createCompany(ctx.app);
    const other = await createCompany(ctx.app);
    const patch = (body: unknown) => admin().patch(`/api/admin/companies/${company.uuid}`, { body });

    const invalid = await patch({
      name: ' ',
      city: 'Warszawa 2',
      postal_code: 'AB-123',
      registration_number_2: 'X1',
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(fieldErrors(invalid)).sort()).toEqual(['city', 'name', 'postal_code']);
    expect(fieldErrors(await patch({ registration_number_2: 'X1' }))).toEqual({
      registration_number_2: ['The second registration number is used only in Slovakia, Estonia and Latvia.'],
    });
    expect(fieldErrors(await patch({ registration_number: other.registrationNumber }))).toEqual({
      registration_number: [MESSAGES.registrationNumberTaken],
    });

    const res = await patch({ name: 'Dachy Nowe', registration_number: '111 222 333', city: 'Kraków' });
    expect(res.status).toBe(200);
    expect(OperatorCompanyDetailSchema.parse(res.body)).toMatchObject({
      name: 'Dachy Nowe',
      registration_number: '111222333',
      city: 'Kraków',
    });
    const [audit] = await auditOf(company.uuid, 'company.update');
    expect(audit).toMatchObject({
      before: { name: company.name, registration_number: company.registrationNumber, city: 'Warszawa' },
      after: { name: 'Dachy Nowe', registration_number: '111222333', city: 'Kraków' },
    });
  });
});

describe('PUT /api/admin/users/:id/role (spec 03 §6 team limits)', () => {
  it('keeps a PL company within one owner and keeps an owner at all', async () => {
    const company = await createCompany(ctx.app);
    const owner = await createOwner(ctx.app, company);
    const installer = await createInstaller(ctx.app, company);
    const role = (uuid: string, roleId: number) =>
      admin().put(`/api/admin/users/${uuid}/role`, { body: { role_id: roleId } });

    expect(fieldErrors(await role(installer.uuid, ROLES.companyOwner.id))).toEqual({
      role_id: [fillMessage(COMPANY_ADMIN_MESSAGES.ownersLimit, { count: 1 })],
    });
    expect(fieldErrors(await role(owner.uuid, ROLES.installer.id))).toEqual({
      role_id: [COMPANY_ADMIN_MESSAGES.lastOwner],
    });
    expect((await role(owner.uuid, 9)).status).toBe(422);
  });

  it('keeps a PL company within ten installers', async () => {
    const company = await createCompany(ctx.app);
    await createOwner(ctx.app, company);
    const second = await createOwner(ctx.app, company);
    for (let i = 0; i < 10; i += 1) await createInstaller(ctx.app, company);
    const res = await admin().put(`/api/admin/users/${second.uuid}/role`, { body: { role_id: 3 } });
    expect(fieldErrors(res)).toEqual({
      role_id: [fillMessage(COMPANY_ADMIN_MESSAGES.installersLimit, { count: 10 })],
    });
  });

  it('changes the role where the region has no limit; the old token is refused, a refresh has the new role', async () => {
    const cz = regionByCode('CZ')?.id ?? 0;
    const company = await createCompany(ctx.app, { regionId: cz });
    await createOwner(ctx.app, company, { regionId: cz, phone: '+420601000111' });
    const installer = await createInstaller(ctx.app, company, { regionId: cz, phone: '+420601000222' });
    const signedIn = await ctx.signIn(installer.email);

    const res = await admin().put(`/api/admin/users/${installer.uuid}/role`, { body: { role_id: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.role_id).toBe(2);
    expect((await api.as(signedIn).get('/api/v1/installer/user/self')).status).toBe(401);
    const refresh = await api.anonymous.post('/api/v2/installer/refresh', {
      body: { refresh_token: signedIn.session.refresh_token },
    });
    expect(refresh.status).toBe(200);
    const self = await api
      .as({ headers: { authorization: `Bearer ${refresh.body.token}` } })
      .get('/api/v1/installer/user/self');
    expect(self.body.role.id).toBe(2);
    expect((await auditOf(installer.uuid, 'user.role'))[0]).toMatchObject({
      before: { role_id: 3 },
      after: { role_id: 2 },
    });
  });
});
