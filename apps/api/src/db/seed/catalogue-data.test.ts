import { regionByCode } from '@club/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/build-app';
import { productSizes, productTypePoints, productTypes } from '../schema/catalogue';
import { CATALOGUE_SIZES, CATALOGUE_TYPES, REGION_POINTS_FACTOR } from './catalogue-data';
import { ensureReferenceData } from './reference-data';

const ctx = setupTestApp();
const PL = regionByCode('PL')?.id ?? 0;

describe('the catalogue reference data (ARCHITECTURE §6)', () => {
  it('stores the spec 01 §4 groupings per type', async () => {
    const rows = await ctx.database.db
      .select({
        code: productTypes.code,
        physical: productTypes.isPhysical,
        cart: productTypes.inCart,
        direct: productTypes.isDirect,
      })
      .from(productTypes);
    const byCode = Object.fromEntries(rows.map((row) => [row.code, row]));
    expect(rows).toHaveLength(CATALOGUE_TYPES.length);
    expect(byCode.KFX).toMatchObject({ physical: true, cart: true, direct: false }); // COMPACON
    expect(byCode.GGL).toMatchObject({ physical: true, cart: true, direct: false }); // base brand type
    expect(byCode.MSL).toMatchObject({ physical: true, cart: false, direct: true }); // MS brand type
    expect(byCode.EGIT).toMatchObject({ physical: false, cart: false, direct: true });
    expect(byCode.CARD).toMatchObject({ physical: false, cart: false, direct: true });
    expect(byCode['CARD-PLASTIC']).toMatchObject({ physical: true, cart: false, direct: false });
    expect(byCode['CARD-TOP-UP']).toMatchObject({ physical: false, cart: false, direct: false });
  });

  it('keeps sizes in the list their dimensions give', async () => {
    const rows = await ctx.database.db.select().from(productSizes);
    expect(rows).toHaveLength(CATALOGUE_SIZES.length);
    expect(rows.find((row) => row.code === 'MK04')).toMatchObject({
      widthCm: 78,
      heightCm: 98,
      shape: 'rectangular',
    });
    expect(rows.find((row) => row.code === '080080')).toMatchObject({ shape: 'square' });
    // the database refuses a size whose shape contradicts its dimensions
    await expect(
      ctx.database.db
        .insert(productSizes)
        .values({ code: 'XX01', widthCm: 50, heightCm: 60, shape: 'square' }),
    ).rejects.toThrow();
  });

  it('never overwrites what operators changed', async () => {
    const where = and(eq(productTypePoints.productTypeCode, 'GGL'), eq(productTypePoints.regionId, PL));
    const [seeded] = await ctx.database.db.select().from(productTypePoints).where(where);
    expect(seeded?.points).toBe(10 * REGION_POINTS_FACTOR.PL);
    await ctx.database.db.update(productTypePoints).set({ points: 25 }).where(where);
    await ctx.database.db.delete(productTypes).where(eq(productTypes.code, 'GEL'));
    await ensureReferenceData(ctx.database.db);
    const [edited] = await ctx.database.db.select().from(productTypePoints).where(where);
    expect(edited?.points).toBe(25);
    const gel = await ctx.database.db.select().from(productTypes).where(eq(productTypes.code, 'GEL'));
    expect(gel).toEqual([]);
  });
});
