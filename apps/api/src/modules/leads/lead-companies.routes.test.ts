import { AdminLeadCompanyListSchema, AdminLeadCompanySchema } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRow } from '../../db/schema/accounts';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createOperator } from '../../../test/factories/operators';

/** The dispatch desk's company list with its filters, as the company picker and the figures screen ask. */
const ctx = setupTestApp();
const api = testApi(ctx);
const LV = 9;

let admin: { operator: OperatorRow };
let taking: string;

beforeAll(async () => {
  admin = { operator: await createOperator(ctx.app, 'admin') };
  taking = (await createCompany(ctx.app, { name: 'Jumti Ozols SIA', regionId: LV, acceptsLeads: true })).uuid;
  await createCompany(ctx.app, { name: 'Jumti Kalns SIA', regionId: LV, acceptsLeads: false });
  await createCompany(ctx.app, { name: 'Jumti Ozols Polska', acceptsLeads: true });
});

describe('GET /api/admin/lead-companies', () => {
  it("filters by country, taking leads and a piece of the name (the picker's query)", async () => {
    const res = await api
      .as(admin)
      .get(`/api/admin/lead-companies?region_id=${LV}&accepts_leads=true&q=ozols&sort=open_leads&order=asc`);
    expect(res.status).toBe(200);
    const body = AdminLeadCompanyListSchema.parse(res.body);
    expect(body.data.map((c) => c.name)).toEqual(['Jumti Ozols SIA']);
    expect(body.meta.total).toBe(1);
  });

  it('counts the same companies it lists when only the country is given', async () => {
    const res = await api.as(admin).get(`/api/admin/lead-companies?region_id=${LV}&sort=name`);
    expect(res.status).toBe(200);
    const body = AdminLeadCompanyListSchema.parse(res.body);
    const names = body.data.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Jumti Kalns SIA', 'Jumti Ozols SIA']));
    expect(names).not.toContain('Jumti Ozols Polska');
    expect(body.meta.total).toBe(body.data.length);
  });
});

describe('PUT /api/admin/lead-companies/:id', () => {
  it("saves the postal coverage (separators dropped) and the cap, and answers with the company's figures", async () => {
    const res = await api.as(admin).put(`/api/admin/lead-companies/${taking}`, {
      body: { postal_prefixes: ['LV-10', 'LV-20'], open_leads_cap: 7 },
    });
    expect(res.status).toBe(200);
    const company = AdminLeadCompanySchema.parse(res.body);
    expect(company).toMatchObject({ uuid: taking, postal_prefixes: ['LV10', 'LV20'], open_leads_cap: 7 });
  });
});
