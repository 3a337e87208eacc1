import { TierDefinitionSchema, TierHistoryItemSchema, listOf } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp, type SignedIn } from '../../../test/build-app';
import { nextResetDate } from './tiers.service';

const ctx = setupTestApp();
const api = testApi(ctx);
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  owner = await ctx.signIn('jan.nowak@example.com');
  other = await ctx.signIn('lukas.svoboda@example.com');
});

describe('nextResetDate', () => {
  it('is the next reset day; on the day itself the reset has happened', () => {
    expect(nextResetDate('01-01', new Date('2025-06-15T12:00:00Z'))).toBe('2026-01-01');
    expect(nextResetDate('01-01', new Date('2025-01-01T00:00:00Z'))).toBe('2026-01-01');
    expect(nextResetDate('07-01', new Date('2025-06-15T12:00:00Z'))).toBe('2025-07-01');
  });
});

describe('GET /api/v2/tiers (spec 03 §3)', () => {
  it('answers 401 without a token and 422 with the field for a bad region', async () => {
    expect((await api.anonymous.get('/api/v2/tiers?region_id=10')).status).toBe(401);
    for (const query of ['region_id=1', 'region_id=abc', '']) {
      const res = await api.as(owner).get(`/api/v2/tiers?${query}`);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['region_id']);
    }
  });

  it("gives the region's four categories with their brackets and next reset day", async () => {
    const res = await api.as(owner).get('/api/v2/tiers?region_id=10');
    expect(res.status).toBe(200);
    const { data } = listOf(TierDefinitionSchema).parse(res.body);
    expect(data.map((d) => d.tier_category)).toEqual([1, 2, 3, 99]);
    expect(data[0]?.brackets.map(({ id: _id, ...b }) => b)).toEqual([
      { level: 1, from: 1, to: 49, points: 5 },
      { level: 2, from: 50, to: 149, points: 8 },
      { level: 3, from: 150, to: 32767, points: 10 },
    ]);
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(new Set(data.map((d) => d.reset_at))).toEqual(new Set([`${nextYear}-01-01`]));
  });
});

describe('GET /api/v2/tiers/history (spec 01 §3)', () => {
  it('answers 401 without a token and 422 with the field for a bad id', async () => {
    const id = owner.principal.kind === 'user' ? owner.principal.companyId : 0;
    expect((await api.anonymous.get(`/api/v2/tiers/history?installer_company_id=${id}`)).status).toBe(401);
    const res = await api.as(owner).get('/api/v2/tiers/history?installer_company_id=abc');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['installer_company_id']);
  });

  it("answers 404 for another company's id", async () => {
    const otherId = other.principal.kind === 'user' ? other.principal.companyId : 0;
    const res = await api.as(owner).get(`/api/v2/tiers/history?installer_company_id=${otherId}`);
    expect(res.status).toBe(404);
  });

  it("gives the company's progress with its bracket and the next bracket's points", async () => {
    const id = owner.principal.kind === 'user' ? owner.principal.companyId : 0;
    const res = await api.as(owner).get(`/api/v2/tiers/history?installer_company_id=${id}`);
    expect(res.status).toBe(200);
    const { data } = listOf(TierHistoryItemSchema).parse(res.body);
    expect(
      data.map((item) => [
        item.tier_definition.tier_category,
        item.progress,
        item.tier_bracket,
        item.next_bracket_points,
      ]),
    ).toEqual([
      [1, 62, { level: 2, from: 50, to: 149, points: 8 }, 10],
      [2, 12, { level: 1, from: 1, to: 19, points: 3 }, 5],
      [3, 31, { level: 3, from: 30, to: 32767, points: 4 }, null],
      [99, 0, { level: 1, from: 1, to: 99, points: 1 }, 2],
    ]);
  });
});
