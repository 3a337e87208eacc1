import {
  RegionConfigListSchema,
  RegionConfigSchema,
  RegisterCompanyResponseSchema,
  languageByLocale,
  type OperatorRole,
  type RegionConfigBody,
} from '@club/contract';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi, type Caller } from '../../../test/api';
import { setupTestApp, type SignedIn } from '../../../test/build-app';
import { auditLog, operators } from '../../db/schema/accounts';
import { scanOf } from '../../../test/scans';
import type { FastifyInstance } from 'fastify';
import { createManualClock } from '../../lib/clock';
import { REGION_CONFIG_CACHE_MS } from './region-config.service';

const ctx = setupTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });
const api = testApi(ctx);
const as: Partial<Record<OperatorRole, Caller>> = {};
let installer: SignedIn;
const PL = 10;
const TR = 15;

const caller = (role: OperatorRole): Caller => {
  const found = as[role];
  if (!found) throw new Error(`no ${role} operator`);
  return found;
};

async function regionOf(id: number) {
  const list = RegionConfigListSchema.parse((await api.as(caller('admin')).get('/api/admin/regions')).body);
  const region = list.data.find((row) => row.region_id === id);
  if (!region) throw new Error(`region ${id} not listed`);
  return region;
}

const bodyOf = (region: RegionConfigBody): RegionConfigBody => ({
  welcome_points: region.welcome_points,
  project_days_left: region.project_days_left,
  min_cart_value: region.min_cart_value,
  part2_optional: region.part2_optional,
});

let sequence = 0;
function registration() {
  sequence += 1;
  const n = String(sequence).padStart(3, '0');
  return {
    email: `region.config${n}@example.pl`,
    name: 'Ewa',
    surname: 'Kowal',
    phone: `513 345 ${n}`,
    regionsId: PL,
    languagesId: languageByLocale('pl')?.id ?? 11,
    companyName: `Dachy Kowal ${n}`,
    companyRegistrationNumber: `771 000 1${n}`,
    companyAddress: 'ul. Krakowska',
    companyStreetName: 'ul. Krakowska',
    companyHouseNumber: '12A',
    companyCity: 'Kraków',
    companyPostalCode: '31-066',
    surveyResponse: JSON.stringify([{ id: 7, question: 'Roof windows a year?', answers: [3] }]),
    email_consent: 1,
    phone_consent: 0,
    options: JSON.stringify({ firstTime: true }),
    invite: null,
  };
}

beforeAll(async () => {
  for (const role of ['admin', 'support', 'content', 'fulfilment'] as const) {
    const [row] = await ctx.database.db
      .insert(operators)
      .values({ email: `${role}.regions@installer.club.example`, name: `Regions ${role}`, role })
      .returning();
    if (!row) throw new Error('operator insert');
    as[role] = { operator: row };
  }
  installer = await ctx.signIn('piotr.zielinski@example.com');
});

describe("the regions' numbers in the back-office (decision 020)", () => {
  it('lists the 16 countries with the defaults the code applied before', async () => {
    const list = RegionConfigListSchema.parse((await api.as(caller('admin')).get('/api/admin/regions')).body);
    expect(list.data).toHaveLength(16);
    expect(list.data.find((row) => row.code === 'PL')).toMatchObject({
      welcome_points: 100,
      project_days_left: 60,
      min_cart_value: 128,
      part2_optional: false,
    });
    expect(list.data.find((row) => row.code === 'TR')).toMatchObject({
      part2_optional: true,
      min_cart_value: 50,
    });
  });

  it('is for admins only', async () => {
    const body = bodyOf(await regionOf(PL));
    expect((await api.as(undefined).get('/api/admin/regions')).status).toBe(401);
    expect([401, 403]).toContain((await api.as(installer).get('/api/admin/regions')).status);
    expect([401, 403]).toContain((await api.as(installer).put(`/api/admin/regions/${PL}`, { body })).status);
    for (const role of ['support', 'content', 'fulfilment'] as const) {
      expect((await api.as(caller(role)).get('/api/admin/regions')).status, role).toBe(403);
      expect((await api.as(caller(role)).put(`/api/admin/regions/${PL}`, { body })).status, role).toBe(403);
    }
  });

  it('answers 422 on the fields out of range and 404 for a region without numbers', async () => {
    const res = await api.as(caller('admin')).put(`/api/admin/regions/${PL}`, {
      body: { welcome_points: -1, project_days_left: 0, min_cart_value: 1.5, part2_optional: 'yes' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      welcome_points: ['Enter 0 to 100000.'],
      project_days_left: ['Enter 1 to 365.'],
      min_cart_value: ['Enter a whole number.'],
      part2_optional: ['Choose yes or no.'],
    });
    const body = bodyOf(await regionOf(PL));
    expect((await api.as(caller('admin')).put('/api/admin/regions/1', { body })).status).toBe(404);
    expect((await api.as(caller('admin')).put('/api/admin/regions/99', { body })).status).toBe(404);
  });

  it('gives the next registration the changed welcome points, audited with before and after', async () => {
    const first = RegisterCompanyResponseSchema.parse(
      (await api.anonymous.post('/api/v2/company/register', { body: registration() })).body,
    );
    expect(first.welcome_points).toBe(100);

    const before = await regionOf(PL);
    const res = await api.as(caller('admin')).put(`/api/admin/regions/${PL}`, {
      body: { ...bodyOf(before), welcome_points: 250 },
    });
    expect(res.status, res.text).toBe(200);
    expect(RegionConfigSchema.parse(res.body)).toMatchObject({ code: 'PL', welcome_points: 250 });

    const next = await api.anonymous.post('/api/v2/company/register', { body: registration() });
    expect(next.status, next.text).toBe(201);
    expect(RegisterCompanyResponseSchema.parse(next.body).welcome_points).toBe(250);
    // the public config on this instance follows at once
    expect((await api.anonymous.get('/api/v1/config/public')).body.behaviours.PL).toMatchObject({
      welcome_points: 250,
      min_cart_value: 128,
    });

    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'region-config.update'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit).toMatchObject({ targetType: 'region', targetId: String(PL) });
    const changes = await api.as(caller('admin')).get(`/api/admin/regions/${PL}/changes`);
    expect(changes.body.data[0]).toMatchObject({
      operator: { email: 'admin.regions@installer.club.example' },
      before: { welcome_points: 100 },
      after: { welcome_points: 250 },
    });
    expect((await api.as(caller('content')).get(`/api/admin/regions/${PL}/changes`)).status).toBe(403);
    expect(audit).toMatchObject({
      before: { welcome_points: 100, project_days_left: 60, min_cart_value: 128, part2_optional: false },
      after: { welcome_points: 250, project_days_left: 60, min_cart_value: 128, part2_optional: false },
    });
  });

  it('gives new projects the changed deadline and the scanner the changed generic-tag setting', async () => {
    const open = await api.as(installer).post('/api/v1/projects', {
      body: { streetName: 'ul. Skanowa 1', postalCode: '30-004' },
    });
    // part 1 only: not a serial in PL until PL becomes a generic-tag region, then a product needing its photo
    const partOne = () =>
      api
        .as(installer)
        .post('/api/v1/scans', { body: { ...scanOf(open.body.uuid), serial_number: '12345678' } });
    expect((await partOne()).body.code).toBe('invalid_product');
    await api.as(caller('admin')).put(`/api/admin/regions/${PL}`, {
      body: { ...bodyOf(await regionOf(PL)), project_days_left: 7, part2_optional: true },
    });
    expect((await partOne()).body.code).toBe('image_required');
    const created = await api.as(installer).post('/api/v1/projects', {
      body: { streetName: 'ul. Terminowa 7', postalCode: '30-004' },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.days_left).toBe(7);
    expect((await api.anonymous.get('/api/v1/config/public')).body.behaviours.PL.part2_optional).toBe(true);
    expect((await regionOf(TR)).part2_optional).toBe(true);
  });

  it('reaches another instance within the cache time, and the instance that made it at once', async () => {
    const clock = createManualClock(new Date());
    const other = await ctx.build({ clock, env: { RATE_LIMITS_ENABLED: 'false' } });
    const behaviourOn = async (app: FastifyInstance) =>
      (await testApi(app).anonymous.get('/api/v1/config/public')).body.behaviours.PL;
    const start = await behaviourOn(other);
    await api.as(caller('admin')).put(`/api/admin/regions/${PL}`, {
      body: { ...bodyOf(await regionOf(PL)), min_cart_value: start.min_cart_value + 1 },
    });
    expect((await behaviourOn(ctx.app)).min_cart_value).toBe(start.min_cart_value + 1);
    expect((await behaviourOn(other)).min_cart_value).toBe(start.min_cart_value);
    clock.advance(REGION_CONFIG_CACHE_MS + 1);
    expect((await behaviourOn(other)).min_cart_value).toBe(start.min_cart_value + 1);
  });
});
