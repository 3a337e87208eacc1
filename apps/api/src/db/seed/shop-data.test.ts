import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES, PRODUCT_TYPES } from '@club/contract';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/build-app';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import { systemClock } from '../../lib/clock';
import { prepareDatabase } from '../prepare';
import {
  shopCategories,
  shopOrders,
  shopProductImages,
  shopProductRegions,
  shopProductTranslations,
  shopProducts,
  shopVariants,
} from '../schema/shop';
import { SHOP_CATEGORIES, SHOP_PRODUCTS, seedDemoShop, writeDemoShopImages } from './shop-data';

const ctx = setupTestApp();
const products = async () => (await ctx.database.db.select({ n: count() }).from(shopProducts))[0]?.n ?? 0;

describe('the demo shop', () => {
  it('has every shop type, sold-out, plentiful, inactive and hidden products, in every country', async () => {
    const { db } = ctx.database;
    expect((await db.select().from(shopCategories)).map((c) => c.slug)).toEqual(
      SHOP_CATEGORIES.map((c) => c.slug),
    );
    expect(await products()).toBe(SHOP_PRODUCTS.length);
    const types = new Set(
      (await db.select({ type: shopProducts.type }).from(shopProducts)).map((r) => r.type),
    );
    expect([...types].sort()).toEqual(
      [PRODUCT_TYPES.BRAND, PRODUCT_TYPES.BRAND_MS, PRODUCT_TYPES.COMPACON, PRODUCT_TYPES.EGIT].sort(),
    );
    const stock = await db
      .select({
        sku: shopProducts.sku,
        stock: sql<number>`sum(${shopVariants.stock})`.mapWith(Number),
        min: sql<number>`min(${shopVariants.price})`.mapWith(Number),
        max: sql<number>`max(${shopVariants.price})`.mapWith(Number),
      })
      .from(shopProducts)
      .innerJoin(shopVariants, eq(shopVariants.productId, shopProducts.id))
      .groupBy(shopProducts.sku);
    expect(stock.some((p) => p.stock === 0)).toBe(true);
    expect(stock.some((p) => p.stock > 100)).toBe(true);
    expect(Math.min(...stock.map((p) => p.min))).toBeGreaterThanOrEqual(20);
    expect(Math.max(...stock.map((p) => p.max))).toBeLessThanOrEqual(2000);
    expect((await db.select().from(shopProducts).where(eq(shopProducts.isActive, false))).length).toBe(1);
    const hidden = await db.select().from(shopProductRegions).where(eq(shopProductRegions.isVisible, false));
    expect(hidden).toHaveLength(1);
    const flyers = await db.select().from(shopProducts).where(eq(shopProducts.type, 'brand-ms'));
    expect(flyers.map((p) => `${p.settings.bundle}/${p.settings.subtype}`).sort()).toContain('flyer/dsp');
  });

  it('names every product in every language of the club (English is the product’s own name)', async () => {
    const rows = await ctx.database.db
      .select({ sku: shopProducts.sku, languageId: shopProductTranslations.languageId })
      .from(shopProductTranslations)
      .innerJoin(shopProducts, eq(shopProducts.id, shopProductTranslations.productId));
    const others = LANGUAGES.filter((language) => language.locale !== 'en');
    for (const product of SHOP_PRODUCTS) {
      const languages = rows.filter((row) => row.sku === product.sku).map((row) => row.languageId);
      expect(
        languages.sort((a, b) => a - b),
        product.sku,
      ).toEqual(others.map((l) => l.id).sort((a, b) => a - b));
    }
  });

  it('is written once, and never over an operator’s shop', async () => {
    const { db } = ctx.database;
    await db.delete(shopOrders);
    await db.delete(shopProducts);
    await db.delete(shopCategories);
    const started = performance.now();
    expect(await seedDemoShop(db)).toBe(true);
    const ms = performance.now() - started;
    console.log(`demo shop rows: ${ms.toFixed(0)} ms`);
    expect(await seedDemoShop(db)).toBe(false);
    await prepareDatabase(ctx.database, { seedDemoData: true, clock: systemClock });
    expect(await products()).toBe(SHOP_PRODUCTS.length);
  });

  it('draws its pictures into the storage once, as WebP of 1024 and 320 pixels', async () => {
    const storage = createLocalStorage(join(tmpdir(), `club-shop-images-${randomUUID()}`));
    const started = performance.now();
    const written = await writeDemoShopImages(ctx.database.db, storage);
    console.log(`demo shop pictures: ${written} in ${(performance.now() - started).toFixed(0)} ms`);
    const images = await ctx.database.db.select().from(shopProductImages);
    expect(written).toBe(images.length);
    const first = images[0];
    if (!first) throw new Error('no picture');
    const large = await sharp((await storage.get(first.fileKey)) ?? Buffer.alloc(0)).metadata();
    const thumbnail = await sharp((await storage.get(first.thumbnailKey)) ?? Buffer.alloc(0)).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', 1024, 1024]);
    expect([thumbnail.format, thumbnail.width]).toEqual(['webp', 320]);
    expect(await writeDemoShopImages(ctx.database.db, storage)).toBe(0);
  }, 60_000);
});
