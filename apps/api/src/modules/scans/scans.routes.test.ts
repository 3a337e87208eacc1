import {
  regionByCode,
  ScanConfirmationListResultSchema,
  ScanConfirmationSchema,
  SCAN_CONFIRMATION_MAX_ITEMS,
} from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createInstaller, createOwner } from '../../../test/factories/users';
import type { UserRow } from '../../db/schema/users';
import { scanOf } from '../../../test/scans';

const ctx = setupTestApp();
const api = testApi(ctx);
let installer: UserRow;
let czOwner: UserRow;

const URL = '/api/v1/scans/confirmation';

const errorFields = (body: { errors: Record<string, string[]> }) => Object.keys(body.errors);

beforeAll(async () => {
  const plCompany = await createCompany(ctx.app);
  const czCompany = await createCompany(ctx.app, { regionId: regionByCode('CZ')?.id });
  installer = await createInstaller(ctx.app, plCompany);
  czOwner = await createOwner(ctx.app, czCompany);
});

describe('GET /api/v1/scans/confirmation (spec 02 §7, §8)', () => {
  it('answers 401 without a token', async () => {
    expect((await api.anonymous.get(URL, { query: { code: '12345678ABCD' } })).status).toBe(401);
  });

  it('answers 422 with the field for a missing code and for an overlong detail', async () => {
    const missing = await api.as(installer).get(URL, { query: { type: 'GGL' } });
    expect(missing.status).toBe(422);
    expect(errorFields(missing.body)).toEqual(['code']);
    const long = await api.as(installer).get(URL, { query: { code: '12345678ABCD', size: 'X'.repeat(40) } });
    expect(long.status).toBe(422);
    expect(errorFields(long.body)).toEqual(['size']);
  });

  it('answers 404 code_not_found for a code that cannot be a product', async () => {
    for (const code of ['12345678ABCDE', '1234#678ABCD', '12345678']) {
      const res = await api
        .as(installer)
        .get(URL, { query: { code, type: 'GGL', size: 'MK04', variant: '2070' } });
      expect(res.status, code).toBe(404);
      expect(res.body).toMatchObject({ code: 'code_not_found', message: 'This is not a valid product.' });
    }
  });

  it('answers the product with its region points and the company tier bonus for a known code', async () => {
    const res = await api
      .as(installer)
      .get(URL, { query: { code: '12345678abcd', type: 'ggl', size: 'MK04', variant: '2070' } });
    expect(res.status).toBe(200);
    // PL catalogue: GGL 10; a new company is on level 1 of the roof-window tier, which adds 5
    expect(ScanConfirmationSchema.parse(res.body)).toEqual({
      status: 'valid',
      code: '12345678ABCD',
      type: 'GGL',
      size: 'MK04',
      variant: '2070',
      requires_tag_photo: false,
      points: 15,
      catalogue_points: 10,
      tier_bonus: 5,
    });
    // the same product earns the Czech table's points in a Czech company
    const cz = await api
      .as(czOwner)
      .get(URL, { query: { code: '12345678ABCD', type: 'GGL', size: 'MK04', variant: '2070' } });
    expect(cz.body).toMatchObject({ status: 'valid', points: 14, catalogue_points: 9, tier_bonus: 5 });
  });

  it('answers the points the project will show for the same product (#12: one number, explained)', async () => {
    // the demo company's 62 roof windows this year put it on level 2 of the first category: +8
    const owner = await ctx.signIn('jan.nowak@example.com');
    const details = { type: 'GGL', size: 'MK04', variant: '2070' };
    const confirmed = await api.as(owner).get(URL, { query: { code: '87654321DCBA', ...details } });
    expect(confirmed.body).toMatchObject({ points: 18, catalogue_points: 10, tier_bonus: 8 });

    const project = await api
      .as(owner)
      .post('/api/v1/projects', { body: { streetName: 'ul. Jasna 1', postalCode: '00-001' } });
    const saved = await api.as(owner).post('/api/v1/scans', {
      body: { ...scanOf(project.body.uuid, '87654321DCBA'), ...details },
    });
    expect(saved.status, saved.text).toBe(201);
    const detail = await api.as(owner).get(`/api/v1/projects/${project.body.uuid}`);
    expect(detail.body.products.map((p: { points: number }) => p.points)).toEqual([confirmed.body.points]);
  });

  it('normalises look-alikes and separators in the code', async () => {
    const res = await api
      .as(installer)
      .get(URL, { query: { code: 'PL24-OI23 ABCD', type: 'GPL', size: 'SK06', variant: '3070' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'PL240123ABCD', points: 19, catalogue_points: 14 });
  });

  it('asks for a tag photo when variant, factory and year match a rule', async () => {
    const tagged = await api
      .as(installer)
      .get(URL, { query: { code: 'PL24A1B2C3D4', type: 'GGL', size: 'MK04', variant: '2070' } });
    expect(tagged.body).toMatchObject({ status: 'valid', requires_tag_photo: true });
    const otherYear = await api
      .as(installer)
      .get(URL, { query: { code: 'PL23A1B2C3D4', type: 'GGL', size: 'MK04', variant: '2070' } });
    expect(otherYear.body).toMatchObject({ status: 'valid', requires_tag_photo: false });
  });

  it('answers partial when a detail is missing or not in the catalogue', async () => {
    const cases: Record<string, string>[] = [
      { code: '12345678ABCD' },
      { code: '12345678ABCD', type: 'GGL', size: 'MK04' },
      { code: '12345678ABCD', type: 'XYZ', size: 'MK04', variant: '2070' },
      { code: '12345678ABCD', type: 'GGL', size: 'ZZ99', variant: '2070' },
      { code: '12345678ABCD', type: 'GGL', size: 'MK04', variant: '9999' },
      // shop-only types are in the catalogue but cannot be scanned
      { code: '12345678ABCD', type: 'EGIT', size: 'MK04', variant: '2070' },
    ];
    for (const query of cases) {
      const res = await api.as(installer).get(URL, { query });
      expect(res.status, JSON.stringify(query)).toBe(200);
      expect(res.body).toEqual({ status: 'partial' });
    }
  });
});

describe('POST /api/v1/scans/confirmation (spec 02 §7)', () => {
  it('answers 401 without a token', async () => {
    expect((await api.anonymous.post(URL, { body: [{ code: '12345678ABCD' }] })).status).toBe(401);
  });

  it('answers 422 with the field path for a bad item, an empty list and a list over the limit', async () => {
    const bad = await api
      .as(installer)
      .post(URL, { body: [{ code: '12345678ABCD' }, { code: '' }, { code: '1', extra: 1 }] });
    expect(bad.status).toBe(422);
    expect(errorFields(bad.body).sort()).toEqual(['1.code', '2']);
    expect((await api.as(installer).post(URL, { body: [] })).status).toBe(422);
    expect((await api.as(installer).post(URL, { body: { code: '12345678ABCD' } })).status).toBe(422);
    const tooMany = Array.from({ length: SCAN_CONFIRMATION_MAX_ITEMS + 1 }, () => ({ code: '12345678ABCD' }));
    expect((await api.as(installer).post(URL, { body: tooMany })).status).toBe(422);
  });

  it('answers one status per item, in order, for a mixed list', async () => {
    const res = await api.as(installer).post(URL, {
      body: [
        { code: '12345678ABCD', type: 'GGL', size: 'MK04', variant: '2070' },
        { code: '87654321WXYZ' },
        { code: 'not a serial!', type: 'GGL', size: 'MK04', variant: '2070' },
        { code: 'pl24-a1b2c3d4', type: 'MSL', size: 'CK02', variant: '5060' },
      ],
    });
    expect(res.status).toBe(200);
    expect(ScanConfirmationListResultSchema.parse(res.body)).toEqual([
      { code: '12345678ABCD', status: 'valid' },
      { code: '87654321WXYZ', status: 'partial' },
      { code: 'not a serial!', status: 'code_not_found' },
      { code: 'pl24-a1b2c3d4', status: 'valid' },
    ]);
  });

  it('takes a full list of the largest size', async () => {
    const items = Array.from({ length: SCAN_CONFIRMATION_MAX_ITEMS }, (_, i) => ({
      code: `PL24${String(i).padStart(4, '0')}ABCD`,
      type: 'GGL',
      size: 'MK04',
      variant: '2070',
    }));
    const res = await api.as(installer).post(URL, { body: items });
    expect(res.status).toBe(200);
    const body = ScanConfirmationListResultSchema.parse(res.body);
    expect(body).toHaveLength(SCAN_CONFIRMATION_MAX_ITEMS);
    expect(body.every((item) => item.status === 'valid')).toBe(true);
  });
});

describe('OpenAPI document', () => {
  it('describes both confirmation calls', async () => {
    const res = await api.anonymous.get('/api/docs/json');
    expect(res.status).toBe(200);
    const paths = res.body.paths;
    expect(Object.keys(paths['/api/v1/scans/confirmation'] ?? {}).sort()).toEqual(['get', 'post']);
  });
});
