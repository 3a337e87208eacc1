import {
  AdminLeadCompanyListSchema,
  AdminLeadDetailSchema,
  AdminLeadListSchema,
  IntakeKeyCreatedSchema,
  IntakeKeyListSchema,
  LeadIntakeResultSchema,
  languageByLocale,
  LeadRegionSettingsListSchema,
  NotificationListSchema,
  assignAdminLead,
  createAdminLead,
  createIntakeKey,
  getAdminLead,
  intakeLead,
  listAdminLeadCompanies,
  listAdminLeads,
  listIntakeKeys,
  listLeadRegionSettings,
  listNotifications,
  markAdminLeadLost,
  regionByCode,
  rejectAdminLead,
  revokeIntakeKey,
  updateAdminLeadCompany,
  updateLeadRegionSettings,
} from '@club/contract';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { intakeKeyOf, leadBody, onlyTheseTakeLeads } from '../../../test/factories/leads';
import { createOperator } from '../../../test/factories/operators';
import { createOwner } from '../../../test/factories/users';
import { auditLog, type OperatorRow } from '../../db/schema/accounts';
import type { CompanyRow } from '../../db/schema/companies';
import { leads } from '../../db/schema/leads';
import type { UserRow } from '../../db/schema/users';
import { LEAD_INTAKE_RATE_LIMIT } from '../../plugins/rate-limit';

const ctx = setupTestApp();
const api = testApi(ctx);
const CZ = regionByCode('CZ')?.id ?? 5;
const EE = regionByCode('EE')?.id ?? 6;

let admin: OperatorRow;
let support: OperatorRow;
let content: OperatorRow;
let a: CompanyRow;
let b: CompanyRow;
let c: CompanyRow;
let ownerA: UserRow;
let key: string;

const intake = (body: unknown, headers: Record<string, string> = { 'x-api-key': key }) =>
  api.anonymous.post(intakeLead, { body, headers });

const auditCount = async (action: string) => {
  const [row] = await ctx.app.database.db
    .select({ n: count() })
    .from(auditLog)
    .where(eq(auditLog.action, action));
  return row?.n ?? 0;
};

beforeAll(async () => {
  admin = await createOperator(ctx.app, 'admin');
  support = await createOperator(ctx.app, 'support');
  content = await createOperator(ctx.app, 'content');
  const inCz = { regionId: CZ, acceptsLeads: true, postalCode: '11000', city: 'Praha' };
  a = await createCompany(ctx.app, { ...inCz, name: 'Střechy A' });
  b = await createCompany(ctx.app, { ...inCz, name: 'Střechy B' });
  c = await createCompany(ctx.app, { ...inCz, name: 'Střechy C' });
  // a Czech owner: the lead's e-mail reaches them in Czech
  ownerA = await createOwner(ctx.app, a, { languageId: languageByLocale('cs')!.id });
  await createOwner(ctx.app, b);
  await createOwner(ctx.app, c);
  await onlyTheseTakeLeads(ctx.app, CZ, [a.id, b.id, c.id]);
  await onlyTheseTakeLeads(ctx.app, EE, []);
  key = await intakeKeyOf(api, admin);
});

describe('intake of the brand’s form', () => {
  it('answers 401 without a key, with a wrong or a revoked one, before looking at the body', async () => {
    const body = leadBody(CZ);
    const wrong: Record<string, string>[] = [
      {},
      { 'x-api-key': 'nonsense' },
      { 'x-api-key': `${key.slice(0, -4)}AAAA` },
    ];
    for (const headers of wrong) {
      const res = await intake(body, headers);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('intake_key_invalid');
    }
    expect((await intake({ nothing: true }, { 'x-api-key': 'lk_x.y' })).status).toBe(401);

    const created = IntakeKeyCreatedSchema.parse(
      (await api.as({ operator: admin }).post(createIntakeKey, { body: { name: 'Old form' } })).body,
    );
    expect((await intake(leadBody(CZ), { 'x-api-key': created.key })).status).toBe(201);
    const revoked = await api.as({ operator: admin }).delete(revokeIntakeKey, { params: { id: created.id } });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).not.toBeNull();
    expect((await intake(leadBody(CZ), { 'x-api-key': created.key })).status).toBe(401);

    const list = IntakeKeyListSchema.parse((await api.as({ operator: admin }).get(listIntakeKeys)).body);
    const listed = list.data.find((k) => k.id === created.id);
    expect(listed?.prefix).toBe(created.prefix);
    expect(listed?.last_used_at).not.toBeNull();
    expect(JSON.stringify(list)).not.toContain(created.key);
  });

  it('answers 422 with the fields’ paths', async () => {
    const res = await intake({
      region_id: CZ,
      customer_info: {
        FirstName: '',
        LastName: 'Novák',
        StreetHouseNumber: 'Dlouhá 1',
        PostalCode: 'AB',
        City: 'Praha',
        EmailForRoofWindows: 'nope',
      },
      products: [{ product: 'Chimney', quantity: 0 }],
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(
      expect.arrayContaining([
        'customer_info.FirstName',
        'customer_info.PostalCode',
        'customer_info.EmailForRoofWindows',
        'customer_info.Mobile',
        'products.0.product',
        'products.0.quantity',
      ]),
    );
  });

  it('gives the first answer again for a replayed Idempotency-Key, with one lead; another body is refused', async () => {
    const body = leadBody(CZ);
    const headers = { 'x-api-key': key, 'idempotency-key': `form-${Date.now()}` };
    const first = await intake(body, headers);
    expect(first.status, first.text).toBe(201);
    const second = await intake(body, headers);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    const [row] = await ctx.app.database.db
      .select({ n: count() })
      .from(leads)
      .where(eq(leads.street, body.customer_info.StreetHouseNumber));
    expect(row?.n).toBe(1);
    const other = await intake(leadBody(CZ), headers);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_key_reused');

    const viaField = { ...leadBody(CZ), idempotency_key: `field-${Date.now()}` };
    const one = LeadIntakeResultSchema.parse((await intake(viaField)).body);
    const two = LeadIntakeResultSchema.parse((await intake(viaField)).body);
    expect(two.uuid).toBe(one.uuid);
  });

  it('tells the owner of the company that got the lead: a lead_new notice and an e-mail', async () => {
    await onlyTheseTakeLeads(ctx.app, CZ, [a.id]);
    const res = await intake(leadBody(CZ));
    await onlyTheseTakeLeads(ctx.app, CZ, [a.id, b.id, c.id]);
    const result = LeadIntakeResultSchema.parse(res.body);
    expect(result).toMatchObject({ status: 'new', assigned: true });
    const notices = NotificationListSchema.parse((await api.as(ownerA).get(listNotifications)).body);
    const notice = notices.data.find((n) => n.meta.ticket_uuid === result.uuid);
    expect(notice?.event).toBe('lead_new');
    const mails = (await api.anonymous.get('/api/dev/outbox', { query: { to: ownerA.email } })).body as {
      subject: string;
      body: string;
    }[];
    const mail = mails.find((m) => m.subject === 'Čeká na vás nová poptávka');
    // the city only, in the owner's language; never the customer's name or phone
    expect(mail?.body).toBe(
      'Zákazník z obce Kraków hledá montážníka. Otevřete aplikaci klubu a odpovězte na poptávku.',
    );
  });

  it('limits each key to its rate, answering 429', async () => {
    const own = await intakeKeyOf(api, admin, 'Rate test');
    for (let i = 0; i < LEAD_INTAKE_RATE_LIMIT.max; i += 1) {
      expect((await intake({ region_id: CZ }, { 'x-api-key': own })).status).toBe(422);
    }
    const limited = await intake(leadBody(CZ), { 'x-api-key': own });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // another key is not affected
    expect((await intake(leadBody(CZ))).status).toBe(201);
  });
});

describe('assignment rules', () => {
  it('prefers the longest postal prefix, then companies without prefixes; skips companies at their cap', async () => {
    const set = (company: CompanyRow, postal_prefixes: string[], open_leads_cap: number | null = null) =>
      api.as({ operator: admin }).put(updateAdminLeadCompany, {
        params: { id: company.uuid },
        body: { postal_prefixes, open_leads_cap },
      });
    expect((await set(a, ['1'])).status).toBe(200);
    expect((await set(b, ['11 0'])).status).toBe(200);
    const companyOf = async (postal: string) => {
      const body = leadBody(CZ);
      body.customer_info.PostalCode = postal;
      const res = LeadIntakeResultSchema.parse((await intake(body)).body);
      const detail = AdminLeadDetailSchema.parse(
        (await api.as({ operator: support }).get(getAdminLead, { params: { id: res.uuid } })).body,
      );
      return detail.company?.uuid;
    };
    expect(await companyOf('110 05')).toBe(b.uuid);
    expect(await companyOf('120 00')).toBe(a.uuid);
    expect(await companyOf('250 01')).toBe(c.uuid);

    // B at its cap of 1 open lead (it holds one and more): the next 110 lead goes to A (prefix 1)
    expect((await set(b, ['110'], 1)).status).toBe(200);
    expect(await companyOf('110 07')).toBe(a.uuid);
    await set(a, []);
    await set(b, []);
  });

  it('leaves a lead unassigned when no company can take it; an operator assigns it and it is recorded', async () => {
    const created = await api.as({ operator: support }).post(createAdminLead, { body: leadBody(EE) });
    expect(created.status, created.text).toBe(201);
    const lead = AdminLeadDetailSchema.parse(created.body);
    expect(lead.company).toBeNull();
    expect(lead.status).toBe('new');
    const desk = AdminLeadListSchema.parse(
      (await api.as({ operator: support }).get(listAdminLeads, { query: { unassigned: 'true' } })).body,
    );
    expect(desk.data.map((l) => l.uuid)).toContain(lead.uuid);
    expect(desk.data.every((l) => l.company === null)).toBe(true);

    const wrongRegion = await api
      .as({ operator: support })
      .post(assignAdminLead, { params: { id: lead.uuid }, body: { company_uuid: a.uuid } });
    expect(wrongRegion.status).toBe(422);
    expect(Object.keys(wrongRegion.body.errors)).toEqual(['company_uuid']);

    const ee = await createCompany(ctx.app, { regionId: EE, acceptsLeads: true });
    const assigned = await api.as({ operator: support }).post(assignAdminLead, {
      params: { id: lead.uuid },
      body: { company_uuid: ee.uuid, reason: 'Called them' },
    });
    expect(assigned.status, assigned.text).toBe(200);
    const detail = AdminLeadDetailSchema.parse(assigned.body);
    expect(detail.company?.uuid).toBe(ee.uuid);
    expect(detail.assignment_round).toBe(1);
    expect(detail.history.map((h) => [h.actor, h.from, h.to])).toEqual([
      ['operator', null, 'new'],
      ['operator', 'new', 'new'],
    ]);
    expect(detail.history[1]?.reason).toBe('Called them');
    expect(detail.history[1]?.actor_name).toBe(support.name);
    expect(await auditCount('leads.assign')).toBeGreaterThanOrEqual(1);
  });
});

describe('the dispatch desk', () => {
  it('is for admin and support; set-up (keys, coverage, deadlines) for admin only', async () => {
    expect((await api.as({ operator: content }).get(listAdminLeads)).status).toBe(403);
    expect((await api.as({ operator: support }).get(listAdminLeads)).status).toBe(200);
    expect((await api.as({ operator: support }).get(listAdminLeadCompanies)).status).toBe(200);
    expect((await api.as({ operator: support }).get(listIntakeKeys)).status).toBe(403);
    expect((await api.as({ operator: support }).post(createIntakeKey, { body: { name: 'x' } })).status).toBe(
      403,
    );
    expect((await api.as({ operator: support }).get(listLeadRegionSettings)).status).toBe(403);
    expect((await api.as(ownerA).get(listAdminLeads)).status).toBe(403);
  });

  it('rejects and marks lost with a configured reason, once; audited', async () => {
    const first = LeadIntakeResultSchema.parse((await intake(leadBody(CZ))).body);
    const rejected = await api
      .as({ operator: support })
      .post(rejectAdminLead, { params: { id: first.uuid }, body: { reason: 'Spam' } });
    expect(rejected.status, rejected.text).toBe(200);
    expect(AdminLeadDetailSchema.parse(rejected.body).status).toBe('rejected');
    const again = await api
      .as({ operator: support })
      .post(rejectAdminLead, { params: { id: first.uuid }, body: { reason: 'Spam' } });
    expect(again.status).toBe(409);
    expect(await auditCount('leads.reject')).toBe(1);

    const second = LeadIntakeResultSchema.parse((await intake(leadBody(CZ))).body);
    const unknown = await api
      .as({ operator: support })
      .post(markAdminLeadLost, { params: { id: second.uuid }, body: { lost_reason_id: 999 } });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['lost_reason_id']);
    const lost = await api
      .as({ operator: support })
      .post(markAdminLeadLost, { params: { id: second.uuid }, body: { lost_reason_id: 2 } });
    expect(lost.status, lost.text).toBe(200);
    const detail = AdminLeadDetailSchema.parse(lost.body);
    expect(detail.status).toBe('lost');
    expect(detail.lost_reason?.slug).toBe('chose-competitor');
    expect(detail.history.at(-1)).toMatchObject({ actor: 'operator', from: 'new', to: 'lost' });
    expect(
      (await api.as({ operator: support }).get(getAdminLead, { params: { id: crypto.randomUUID() } })).status,
    ).toBe(404);
  });

  it('filters by status, region, company and near deadline, and shows companies’ stats', async () => {
    const res = LeadIntakeResultSchema.parse((await intake(leadBody(CZ))).body);
    const detail = AdminLeadDetailSchema.parse(
      (await api.as({ operator: admin }).get(getAdminLead, { params: { id: res.uuid } })).body,
    );
    const holder = detail.company?.uuid ?? '';
    const byCompany = AdminLeadListSchema.parse(
      (await api.as({ operator: admin }).get(listAdminLeads, { query: { company: holder, status: 'new' } }))
        .body,
    );
    expect(byCompany.data.map((l) => l.uuid)).toContain(res.uuid);
    expect(byCompany.data.every((l) => l.company?.uuid === holder && l.status === 'new')).toBe(true);
    const near = AdminLeadListSchema.parse(
      (
        await api
          .as({ operator: admin })
          .get(listAdminLeads, { query: { near_deadline: 'true', region_id: String(CZ) } })
      ).body,
    );
    expect(near.data.map((l) => l.uuid)).not.toContain(res.uuid);
    await ctx.app.database.db
      .update(leads)
      .set({ deadlineAt: new Date(Date.now() + 3_600_000) })
      .where(and(eq(leads.uuid, res.uuid)));
    const nearNow = AdminLeadListSchema.parse(
      (
        await api
          .as({ operator: admin })
          .get(listAdminLeads, { query: { near_deadline: 'true', region_id: String(CZ) } })
      ).body,
    );
    expect(nearNow.data.map((l) => l.uuid)).toContain(res.uuid);

    const stats = AdminLeadCompanyListSchema.parse(
      (
        await api
          .as({ operator: admin })
          .get(listAdminLeadCompanies, { query: { region_id: String(CZ), accepts_leads: 'true' } })
      ).body,
    );
    expect(stats.data.map((s) => s.uuid).sort()).toEqual([a.uuid, b.uuid, c.uuid].sort());
    const [open] = await ctx.app.database.db
      .select({ n: count() })
      .from(leads)
      .where(
        and(
          eq(leads.status, 'new'),
          eq(
            leads.companyId,
            detail.company ? (holder === a.uuid ? a.id : holder === b.uuid ? b.id : c.id) : 0,
          ),
        ),
      );
    expect(stats.data.find((s) => s.uuid === holder)?.open_leads).toBe(open?.n);
  });

  it('keeps the regions’ deadlines, defaults until set, checked and audited', async () => {
    const list = LeadRegionSettingsListSchema.parse(
      (await api.as({ operator: admin }).get(listLeadRegionSettings)).body,
    );
    expect(list.data).toHaveLength(16);
    expect(list.data.find((r) => r.region_id === EE)).toMatchObject({
      customised: false,
      interest_hours: 48,
      contact_days: 5,
    });
    const body = {
      interest_hours: 24,
      contact_days: 3,
      agreement_days: 20,
      closing_days: 7,
      reminder_hours: 6,
      open_leads_cap: 15,
    };
    const saved = await api
      .as({ operator: admin })
      .put(updateLeadRegionSettings, { params: { id: EE }, body });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ ...body, customised: true, code: 'EE' });
    const bad = await api.as({ operator: admin }).put(updateLeadRegionSettings, {
      params: { id: EE },
      body: { ...body, interest_hours: 0, open_leads_cap: -1 },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['interest_hours', 'open_leads_cap']);
    expect(
      (await api.as({ operator: admin }).put(updateLeadRegionSettings, { params: { id: 1 }, body })).status,
    ).toBe(404);
    expect(await auditCount('leads.region_settings')).toBe(1);
  });
});
