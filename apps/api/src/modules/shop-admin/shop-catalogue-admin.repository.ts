import { and, asc, count, desc, eq, exists, ilike, inArray, min, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  shopCategories,
  shopProductCategories,
  shopProductImages,
  shopProductRegions,
  shopProducts,
  shopProductTranslations,
  shopVariants,
} from '../../db/schema/shop';
import { pagedRows } from '../../lib/paging';

export type ShopCategoryRow = typeof shopCategories.$inferSelect;
export type ShopProductRow = typeof shopProducts.$inferSelect;
export type ShopVariantRow = typeof shopVariants.$inferSelect;
export type ShopImageRow = typeof shopProductImages.$inferSelect;
export type ShopTranslationRow = typeof shopProductTranslations.$inferSelect;
export type ShopRegionRow = typeof shopProductRegions.$inferSelect;

export interface ProductFilter {
  q?: string | undefined;
  type?: string | undefined;
  category?: number | undefined;
  active?: boolean | undefined;
  sort?: 'name' | 'sku' | 'type' | 'updated_at' | 'created_at' | undefined;
  order?: 'asc' | 'desc' | undefined;
}

/** `%` and `_` typed in a search box are literal characters, not patterns. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORT_COLUMNS = {
  name: shopProducts.name,
  sku: shopProducts.sku,
  type: shopProducts.type,
  updated_at: shopProducts.updatedAt,
  created_at: shopProducts.createdAt,
} as const;

/** The operators' reads and writes of the shop's catalogue (the installers read it through the shop module). */
export function createShopCatalogueAdminRepository(db: Db) {
  return {
    /** Catalogue writes of one product are serialised on its row (the edit's "before" is then true). */
    async lockProduct(uuid: string): Promise<ShopProductRow | null> {
      const [row] = await db.select().from(shopProducts).where(eq(shopProducts.uuid, uuid)).for('update');
      return row ?? null;
    },

    async lockProductById(id: number): Promise<ShopProductRow | null> {
      const [row] = await db.select().from(shopProducts).where(eq(shopProducts.id, id)).for('update');
      return row ?? null;
    },

    async listCategories(): Promise<(ShopCategoryRow & { products: number })[]> {
      const rows = await db
        .select({
          id: shopCategories.id,
          slug: shopCategories.slug,
          name: shopCategories.name,
          translations: shopCategories.translations,
          position: shopCategories.position,
          products: sql<number>`(select count(*)::int from ${shopProductCategories} where ${shopProductCategories.categoryId} = ${shopCategories.id})`,
        })
        .from(shopCategories)
        .orderBy(asc(shopCategories.position), asc(shopCategories.id));
      return rows.map((row) => ({ ...row, products: Number(row.products) }));
    },
    async findCategory(id: number): Promise<ShopCategoryRow | null> {
      const [row] = await db.select().from(shopCategories).where(eq(shopCategories.id, id)).for('update');
      return row ?? null;
    },
    async findCategoryBySlug(slug: string): Promise<ShopCategoryRow | null> {
      const [row] = await db.select().from(shopCategories).where(eq(shopCategories.slug, slug)).limit(1);
      return row ?? null;
    },
    async categoriesById(ids: readonly number[]): Promise<ShopCategoryRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(shopCategories)
        .where(inArray(shopCategories.id, [...ids]));
    },
    async insertCategory(values: typeof shopCategories.$inferInsert): Promise<ShopCategoryRow> {
      const [row] = await db.insert(shopCategories).values(values).returning();
      if (!row) throw new Error('category insert returned nothing');
      return row;
    },
    async updateCategory(id: number, values: Partial<typeof shopCategories.$inferInsert>): Promise<void> {
      if (Object.keys(values).length > 0) {
        await db.update(shopCategories).set(values).where(eq(shopCategories.id, id));
      }
    },

    async listProducts(
      filter: ProductFilter,
      page: { limit: number; offset: number },
    ): Promise<{ rows: ShopProductRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.q) {
        const pattern = likeLiteral(filter.q);
        const match = or(
          ilike(shopProducts.name, pattern),
          ilike(shopProducts.sku, pattern),
          exists(
            db
              .select({ one: sql`1` })
              .from(shopVariants)
              .where(and(eq(shopVariants.productId, shopProducts.id), ilike(shopVariants.sku, pattern))),
          ),
        );
        if (match) conditions.push(match);
      }
      if (filter.type) conditions.push(eq(shopProducts.type, filter.type as ShopProductRow['type']));
      if (filter.active !== undefined) conditions.push(eq(shopProducts.isActive, filter.active));
      if (filter.category !== undefined) {
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(shopProductCategories)
              .where(
                and(
                  eq(shopProductCategories.productId, shopProducts.id),
                  eq(shopProductCategories.categoryId, filter.category),
                ),
              ),
          ),
        );
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const direction = filter.order === 'desc' ? desc : asc;
      const sorted = filter.sort ? SORT_COLUMNS[filter.sort] : shopProducts.name;
      return pagedRows(
        db
          .select()
          .from(shopProducts)
          .where(where)
          .orderBy(direction(sorted), asc(shopProducts.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(shopProducts).where(where),
      );
    },

    /** Per product: variants, their stock and lowest price. */
    async variantStats(productIds: readonly number[]) {
      if (productIds.length === 0) return [];
      return db
        .select({
          productId: shopVariants.productId,
          variants: count(),
          stock: sum(shopVariants.stock),
          price: min(shopVariants.price),
        })
        .from(shopVariants)
        .where(inArray(shopVariants.productId, [...productIds]))
        .groupBy(shopVariants.productId);
    },
    async categoryLinks(productIds: readonly number[]) {
      if (productIds.length === 0) return [];
      return db
        .select({
          productId: shopProductCategories.productId,
          categoryId: shopProductCategories.categoryId,
          name: shopCategories.name,
          position: shopCategories.position,
        })
        .from(shopProductCategories)
        .innerJoin(shopCategories, eq(shopCategories.id, shopProductCategories.categoryId))
        .where(inArray(shopProductCategories.productId, [...productIds]))
        .orderBy(asc(shopCategories.position), asc(shopCategories.id));
    },
    async regionsOf(productIds: readonly number[]): Promise<ShopRegionRow[]> {
      if (productIds.length === 0) return [];
      return db
        .select()
        .from(shopProductRegions)
        .where(inArray(shopProductRegions.productId, [...productIds]))
        .orderBy(asc(shopProductRegions.regionId));
    },

    async findProduct(uuid: string): Promise<ShopProductRow | null> {
      const [row] = await db.select().from(shopProducts).where(eq(shopProducts.uuid, uuid)).limit(1);
      return row ?? null;
    },
    async findProductBySku(sku: string): Promise<ShopProductRow | null> {
      const [row] = await db.select().from(shopProducts).where(eq(shopProducts.sku, sku)).limit(1);
      return row ?? null;
    },
    translationsOf: (productId: number): Promise<ShopTranslationRow[]> =>
      db
        .select()
        .from(shopProductTranslations)
        .where(eq(shopProductTranslations.productId, productId))
        .orderBy(asc(shopProductTranslations.languageId)),
    variantsOf: (productId: number): Promise<ShopVariantRow[]> =>
      db
        .select()
        .from(shopVariants)
        .where(eq(shopVariants.productId, productId))
        .orderBy(asc(shopVariants.position), asc(shopVariants.id)),
    imagesOf: (productId: number): Promise<ShopImageRow[]> =>
      db
        .select()
        .from(shopProductImages)
        .where(eq(shopProductImages.productId, productId))
        .orderBy(asc(shopProductImages.position), asc(shopProductImages.id)),

    async insertProduct(values: typeof shopProducts.$inferInsert): Promise<ShopProductRow> {
      const [row] = await db.insert(shopProducts).values(values).returning();
      if (!row) throw new Error('product insert returned nothing');
      return row;
    },
    async updateProduct(id: number, values: Partial<typeof shopProducts.$inferInsert>): Promise<void> {
      await db.update(shopProducts).set(values).where(eq(shopProducts.id, id));
    },
    async replaceTranslations(
      productId: number,
      rows: { languageId: number; name: string; descriptionHtml: string | null }[],
    ): Promise<void> {
      await db.delete(shopProductTranslations).where(eq(shopProductTranslations.productId, productId));
      if (rows.length > 0) {
        await db.insert(shopProductTranslations).values(rows.map((row) => ({ ...row, productId })));
      }
    },
    async replaceCategories(productId: number, categoryIds: readonly number[]): Promise<void> {
      await db.delete(shopProductCategories).where(eq(shopProductCategories.productId, productId));
      if (categoryIds.length > 0) {
        await db
          .insert(shopProductCategories)
          .values(categoryIds.map((categoryId) => ({ productId, categoryId })));
      }
    },
    async replaceRegions(
      productId: number,
      regions: { regionId: number; isVisible: boolean }[],
    ): Promise<void> {
      await db.delete(shopProductRegions).where(eq(shopProductRegions.productId, productId));
      if (regions.length > 0) {
        await db.insert(shopProductRegions).values(regions.map((region) => ({ ...region, productId })));
      }
    },

    async findVariant(uuid: string): Promise<ShopVariantRow | null> {
      const [row] = await db.select().from(shopVariants).where(eq(shopVariants.uuid, uuid)).limit(1);
      return row ?? null;
    },
    async findVariantBySku(sku: string): Promise<ShopVariantRow | null> {
      const [row] = await db.select().from(shopVariants).where(eq(shopVariants.sku, sku)).limit(1);
      return row ?? null;
    },
    async nextVariantPosition(productId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(max(${shopVariants.position}), -1)::int + 1` })
        .from(shopVariants)
        .where(eq(shopVariants.productId, productId));
      return Number(row?.n ?? 0);
    },
    async insertVariant(values: typeof shopVariants.$inferInsert): Promise<ShopVariantRow> {
      const [row] = await db.insert(shopVariants).values(values).returning();
      if (!row) throw new Error('variant insert returned nothing');
      return row;
    },
    async updateVariant(
      id: number,
      values: Partial<typeof shopVariants.$inferInsert>,
    ): Promise<ShopVariantRow | null> {
      const [row] = await db.update(shopVariants).set(values).where(eq(shopVariants.id, id)).returning();
      return row ?? null;
    },
    /** One statement: a concurrent order's decrement is never lost. */
    async addStock(id: number, quantity: number, now: Date): Promise<ShopVariantRow | null> {
      const [row] = await db
        .update(shopVariants)
        .set({ stock: sql`${shopVariants.stock} + ${quantity}`, updatedAt: now })
        .where(eq(shopVariants.id, id))
        .returning();
      return row ?? null;
    },

    async findImage(id: number): Promise<ShopImageRow | null> {
      const [row] = await db.select().from(shopProductImages).where(eq(shopProductImages.id, id));
      return row ?? null;
    },
    async insertImage(values: typeof shopProductImages.$inferInsert): Promise<ShopImageRow> {
      const [row] = await db.insert(shopProductImages).values(values).returning();
      if (!row) throw new Error('image insert returned nothing');
      return row;
    },
    async deleteImage(id: number): Promise<void> {
      await db.delete(shopProductImages).where(eq(shopProductImages.id, id));
    },
    /**
     * Positions are unique per product: the images are moved out of the way first, then numbered 0…n-1
     * in the given order (ids of the product's images).
     */
    async renumberImages(productId: number, ids: readonly number[]): Promise<void> {
      await db
        .update(shopProductImages)
        .set({ position: sql`${shopProductImages.position} + 10000` })
        .where(eq(shopProductImages.productId, productId));
      for (const [position, id] of ids.entries()) {
        await db
          .update(shopProductImages)
          .set({ position })
          .where(and(eq(shopProductImages.productId, productId), eq(shopProductImages.id, id)));
      }
    },
  };
}

export type ShopCatalogueAdminRepository = ReturnType<typeof createShopCatalogueAdminRepository>;
