import { regionByCode } from '@club/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { companyTierProgress, tierDefinitions } from '../../db/schema/tiers';
import { createManualClock } from '../../lib/clock';
import { createTiersService, lastResetDate } from './tiers.service';

const ctx = setupTestApp();
const CZ = regionByCode('CZ')?.id ?? 0;

/** The company's progress per tier category. */
async function progressOf(companyId: number): Promise<Record<number, number>> {
  const rows = await ctx.database.db
    .select({ category: tierDefinitions.tierCategory, progress: companyTierProgress.progress })
    .from(companyTierProgress)
    .innerJoin(tierDefinitions, eq(tierDefinitions.id, companyTierProgress.tierDefinitionId))
    .where(eq(companyTierProgress.companyId, companyId));
  return Object.fromEntries(rows.map((row) => [row.category, row.progress]));
}

describe('lastResetDate (ARCHITECTURE §5)', () => {
  it('is the last reset day on or before now, in UTC', () => {
    expect(lastResetDate('01-01', new Date('2027-01-01T00:00:00Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
    expect(lastResetDate('01-01', new Date('2026-12-31T23:59:59Z')).toISOString()).toBe(
      '2026-01-01T00:00:00.000Z',
    );
    expect(lastResetDate('04-01', new Date('2027-03-31T12:00:00Z')).toISOString()).toBe(
      '2026-04-01T00:00:00.000Z',
    );
  });
});

describe('the tier year resets on its region’s day (ARCHITECTURE §5)', () => {
  it('the daily reset zeroes the years that ended, per region, and nothing twice', async () => {
    const { db } = ctx.database;
    await db.update(tierDefinitions).set({ resetOn: '04-01' }).where(eq(tierDefinitions.regionId, CZ));
    const pl = await createCompany(ctx.app);
    const cz = await createCompany(ctx.app, { regionId: CZ });
    await db.update(companyTierProgress).set({ progress: 40, updatedAt: new Date('2026-06-01T10:00:00Z') });
    const clock = createManualClock('2026-12-31T23:00:00Z');
    const tiers = createTiersService({ db, clock });

    await tiers.resetEndedYears();
    expect(Object.values(await progressOf(pl.id))).toEqual([40, 40, 40, 40]);

    clock.set('2027-01-01T00:05:00Z');
    expect(await tiers.resetEndedYears()).toBeGreaterThan(0);
    expect(Object.values(await progressOf(pl.id))).toEqual([0, 0, 0, 0]);
    // the Czech year runs from 1 April
    expect(Object.values(await progressOf(cz.id))).toEqual([40, 40, 40, 40]);
    await tiers.addProgress(db, pl.id, new Map([[1, 3]]));
    expect(await tiers.resetEndedYears()).toBe(0);
    expect((await progressOf(pl.id))[1]).toBe(3);

    clock.set('2027-04-01T00:05:00Z');
    await tiers.resetEndedYears();
    expect(Object.values(await progressOf(cz.id))).toEqual([0, 0, 0, 0]);
    expect((await progressOf(pl.id))[1]).toBe(3);
  });

  it('products added after the reset day start the new year, even before the daily reset has run', async () => {
    const { db } = ctx.database;
    const company = await createCompany(ctx.app);
    await db
      .update(companyTierProgress)
      .set({ progress: 40, updatedAt: new Date('2026-11-20T10:00:00Z') })
      .where(eq(companyTierProgress.companyId, company.id));
    const clock = createManualClock('2026-12-30T10:00:00Z');
    const tiers = createTiersService({ db, clock });

    await tiers.addProgress(db, company.id, new Map([[1, 2]]));
    expect((await progressOf(company.id))[1]).toBe(42);

    clock.set('2027-01-02T08:00:00Z');
    await tiers.addProgress(db, company.id, new Map([[1, 5]]));
    expect((await progressOf(company.id))[1]).toBe(5);
    await tiers.addProgress(db, company.id, new Map([[1, 1]]));
    expect((await progressOf(company.id))[1]).toBe(6);
  });
});
