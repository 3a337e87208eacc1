import { LostReasonListSchema, PublicConfigSchema, PrivateConfigSchema } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createOperator } from '../../../test/factories/operators';
import { createInstaller } from '../../../test/factories/users';

const ctx = setupTestApp();
const api = testApi(ctx);

describe('GET /api/v1/config/public', () => {
  it('gives the seeded numbers per region code', async () => {
    const res = await api.anonymous.get('/api/v1/config/public');
    expect(res.status).toBe(200);
    const body = PublicConfigSchema.parse(res.body);
    expect(Object.keys(body.behaviours)).toHaveLength(16);
    expect(body.behaviours.PL).toEqual({ welcome_points: 100, min_cart_value: 128, part2_optional: false });
    expect(body.behaviours.CZ).toEqual({ welcome_points: 50, min_cart_value: 60, part2_optional: false });
    expect(body.behaviours.UA).toEqual({ welcome_points: 30, min_cart_value: 20, part2_optional: true });
    expect(body.behaviours.ALL).toBeUndefined();
  });
});

describe('GET /api/v1/config', () => {
  it('answers 401 without a token', async () => {
    const res = await api.anonymous.get('/api/v1/config');
    expect(res.status).toBe(401);
  });

  it('gives the lost reasons and the catalogue to a signed-in user', async () => {
    const installer = await createInstaller(ctx.app);
    const res = await api.as(installer).get('/api/v1/config');
    expect(res.status).toBe(200);
    const body = PrivateConfigSchema.parse(res.body);
    expect(body.lead_management.lost_reasons.map((r) => r.slug)).toEqual([
      'price-too-high',
      'chose-competitor',
      'project-postponed',
      'customer-unreachable',
      'other',
    ]);
    // spec 02 §3: the seeded catalogue; only scannable types (no e-gift or card-provider products)
    expect(body.products.types).toEqual([
      'GGL',
      'GGU',
      'GPL',
      'GPU',
      'GHL',
      'GTL',
      'GDL',
      'GEL',
      'MSL',
      'SSL',
      'KFX',
    ]);
    expect(body.products.variants).toContain('2070');
    expect(body.products.sizes.square).toEqual(['060060', '080080', '090090', '100100', '120120']);
    expect(body.products.sizes.rectangular).toEqual(expect.arrayContaining(['MK04', 'SK06', 'PK10', 'CK02']));
    expect(body.products.sizes.rectangular).not.toContain('080080');
    expect(body.products.requires_tag_photo).toContainEqual({ variant: '2070', factory: 'PL', year: 2024 });
  });
});

describe('GET /api/admin/config/lead-lost-reasons', () => {
  it('answers 401 without a token', async () => {
    const res = await api.anonymous.get('/api/admin/config/lead-lost-reasons');
    expect(res.status).toBe(401);
  });

  it('refuses an operator outside the dispatch desk', async () => {
    const content = await createOperator(ctx.app, 'content');
    const res = await api.as({ operator: content }).get('/api/admin/config/lead-lost-reasons');
    expect(res.status).toBe(403);
  });

  it("gives the support operator the active reasons in the configuration's order", async () => {
    const support = await createOperator(ctx.app, 'support');
    const res = await api.as({ operator: support }).get('/api/admin/config/lead-lost-reasons');
    expect(res.status).toBe(200);
    const body = LostReasonListSchema.parse(res.body);
    expect(body.data.map((r) => r.slug)).toEqual([
      'price-too-high',
      'chose-competitor',
      'project-postponed',
      'customer-unreachable',
      'other',
    ]);
    expect(body.data[0]).toEqual({ id: 1, slug: 'price-too-high', name: 'The price was too high' });
  });
});
