import {
  AdminLeadDetailSchema,
  LeadIntakeResultSchema,
  getAdminLead,
  intakeLead,
  regionByCode,
} from '@club/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { intakeKeyOf, leadBody, onlyTheseTakeLeads } from '../../../test/factories/leads';
import { createOperator } from '../../../test/factories/operators';
import type { OperatorRow } from '../../db/schema/accounts';
import type { CompanyRow } from '../../db/schema/companies';
import { leadEvents, leads } from '../../db/schema/leads';

// Runs on PGlite, and on PostgreSQL with DATABASE_URL set, where the 50 requests really run at once.
const ctx = setupTestApp();
const api = testApi(ctx);
const LT = regionByCode('LT')?.id ?? 17;
const COMPANIES = 5;
const LEADS = 50;

let admin: OperatorRow;
let spread: CompanyRow[];
let key: string;

beforeAll(async () => {
  admin = await createOperator(ctx.app, 'admin');
  spread = [];
  for (let i = 0; i < COMPANIES; i += 1) {
    spread.push(await createCompany(ctx.app, { regionId: LT, acceptsLeads: true, name: `Stogai ${i}` }));
  }
  await onlyTheseTakeLeads(
    ctx.app,
    LT,
    spread.map((c) => c.id),
  );
  key = await intakeKeyOf(api, admin);
});

describe('round robin under load (ARCHITECTURE §7)', () => {
  it(`spreads ${LEADS} leads arriving at once evenly over ${COMPANIES} companies, each lead given once`, async () => {
    const answers = await Promise.all(
      Array.from({ length: LEADS }, () =>
        api.anonymous.post(intakeLead, { body: leadBody(LT), headers: { 'x-api-key': key } }),
      ),
    );
    for (const res of answers) expect(res.status, res.text).toBe(201);
    const results = answers.map((res) => LeadIntakeResultSchema.parse(res.body));
    expect(results.every((r) => r.assigned)).toBe(true);
    expect(new Set(results.map((r) => r.uuid)).size).toBe(LEADS);

    const { db } = ctx.app.database;
    const perCompany = await db
      .select({ companyId: leads.companyId, n: count() })
      .from(leads)
      .where(eq(leads.regionId, LT))
      .groupBy(leads.companyId);
    expect(perCompany.map((r) => r.n)).toEqual(Array.from({ length: COMPANIES }, () => LEADS / COMPANIES));
    expect(perCompany.map((r) => r.companyId).sort()).toEqual(spread.map((c) => c.id).sort());

    // one assignment each: a single intake event and round 1
    const ids = (
      await db
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.regionId, LT), eq(leads.assignmentRound, 1)))
    ).map((r) => r.id);
    expect(ids).toHaveLength(LEADS);
    const [events] = await db
      .select({ n: count() })
      .from(leadEvents)
      .where(and(inArray(leadEvents.leadId, ids), eq(leadEvents.actor, 'intake')));
    expect(events?.n).toBe(LEADS);

    const sample = AdminLeadDetailSchema.parse(
      (await api.as({ operator: admin }).get(getAdminLead, { params: { id: results[0]?.uuid ?? '' } })).body,
    );
    expect(sample.history).toHaveLength(1);
  });
});
