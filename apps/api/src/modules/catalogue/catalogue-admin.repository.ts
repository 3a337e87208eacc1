import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  productSizes,
  productTypePoints,
  productTypes,
  productVariants,
  tagPhotoRules,
} from '../../db/schema/catalogue';
import { pagedRows } from '../../lib/paging';

export type ProductTypeRow = typeof productTypes.$inferSelect;
export type ProductVariantRow = typeof productVariants.$inferSelect;
export type ProductSizeRow = typeof productSizes.$inferSelect;
export type TagPhotoRuleRow = typeof tagPhotoRules.$inferSelect;
export interface PointsRow {
  productTypeCode: string;
  regionId: number;
  points: number;
}

export interface TypeFilter {
  q?: string | undefined;
  kind?: string | undefined;
  active?: boolean | undefined;
  scannable?: boolean | undefined;
  sort?: 'position' | 'code' | 'name' | 'kind' | undefined;
  order?: 'asc' | 'desc' | undefined;
}

/** `%` and `_` typed in a search box are literal characters, not patterns. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The operators' reads and writes of the catalogue (the scanner reads it through catalogue.repository). */
export function createCatalogueAdminRepository(db: Db) {
  return {
    /**
     * Catalogue writes take one transaction-scoped lock, so that an import's plan cannot change between
     * its check and its writes, and two edits of one row report the right "before".
     */
    async lockCatalogue(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended('catalogue', 0))`);
    },

    /** A few dozen rows: the filters run on the primary key's table without an index of their own. */
    async listTypes(
      filter: TypeFilter,
      page: { limit: number; offset: number },
    ): Promise<{ rows: ProductTypeRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.q) {
        const pattern = likeLiteral(filter.q);
        const match = or(ilike(productTypes.code, pattern), ilike(productTypes.name, pattern));
        if (match) conditions.push(match);
      }
      if (filter.kind) conditions.push(eq(productTypes.kind, filter.kind));
      if (filter.active !== undefined) conditions.push(eq(productTypes.isActive, filter.active));
      if (filter.scannable !== undefined) conditions.push(eq(productTypes.isScannable, filter.scannable));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const direction = filter.order === 'desc' ? desc : asc;
      const sorted = filter.sort ? productTypes[filter.sort] : productTypes.position;
      return pagedRows(
        db
          .select()
          .from(productTypes)
          .where(where)
          .orderBy(direction(sorted), asc(productTypes.code))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(productTypes).where(where),
      );
    },

    /** Points rows of the given types: the primary key (type, region) serves the lookup. */
    pointsOf(codes: readonly string[]): Promise<PointsRow[]> {
      if (codes.length === 0) return Promise.resolve([]);
      return db
        .select({
          productTypeCode: productTypePoints.productTypeCode,
          regionId: productTypePoints.regionId,
          points: productTypePoints.points,
        })
        .from(productTypePoints)
        .where(inArray(productTypePoints.productTypeCode, [...codes]));
    },

    allTypes: () => db.select().from(productTypes),
    allPoints: (): Promise<PointsRow[]> =>
      db
        .select({
          productTypeCode: productTypePoints.productTypeCode,
          regionId: productTypePoints.regionId,
          points: productTypePoints.points,
        })
        .from(productTypePoints),
    listVariants: () =>
      db.select().from(productVariants).orderBy(asc(productVariants.position), asc(productVariants.code)),
    listSizes: () =>
      db
        .select()
        .from(productSizes)
        .orderBy(asc(productSizes.widthCm), asc(productSizes.heightCm), asc(productSizes.code)),
    listRules: () =>
      db
        .select()
        .from(tagPhotoRules)
        .orderBy(asc(tagPhotoRules.variantCode), asc(tagPhotoRules.factory), asc(tagPhotoRules.year)),

    async findType(code: string): Promise<ProductTypeRow | null> {
      const [row] = await db.select().from(productTypes).where(eq(productTypes.code, code)).limit(1);
      return row ?? null;
    },
    async findVariant(code: string): Promise<ProductVariantRow | null> {
      const [row] = await db.select().from(productVariants).where(eq(productVariants.code, code)).limit(1);
      return row ?? null;
    },
    async findSize(code: string): Promise<ProductSizeRow | null> {
      const [row] = await db.select().from(productSizes).where(eq(productSizes.code, code)).limit(1);
      return row ?? null;
    },
    async findRule(id: number): Promise<TagPhotoRuleRow | null> {
      const [row] = await db.select().from(tagPhotoRules).where(eq(tagPhotoRules.id, id)).limit(1);
      return row ?? null;
    },
    async findRuleByKey(variant: string, factory: string, year: number): Promise<TagPhotoRuleRow | null> {
      const [row] = await db
        .select()
        .from(tagPhotoRules)
        .where(
          and(
            eq(tagPhotoRules.variantCode, variant),
            eq(tagPhotoRules.factory, factory),
            eq(tagPhotoRules.year, year),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    async nextTypePosition(): Promise<number> {
      const [row] = await db
        .select({ max: sql<number | null>`max(${productTypes.position})` })
        .from(productTypes);
      return Number(row?.max ?? 0) + 1;
    },

    async insertType(row: typeof productTypes.$inferInsert): Promise<void> {
      await db.insert(productTypes).values(row);
    },
    async updateType(code: string, values: Partial<typeof productTypes.$inferInsert>): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await db.update(productTypes).set(values).where(eq(productTypes.code, code));
    },
    /** The type's whole points table becomes `points` (regions left out earn nothing). */
    async replacePoints(code: string, points: ReadonlyMap<number, number>): Promise<void> {
      await db.delete(productTypePoints).where(eq(productTypePoints.productTypeCode, code));
      if (points.size === 0) return;
      await db
        .insert(productTypePoints)
        .values([...points].map(([regionId, value]) => ({ productTypeCode: code, regionId, points: value })));
    },
    async upsertPoints(row: PointsRow): Promise<void> {
      await db
        .insert(productTypePoints)
        .values(row)
        .onConflictDoUpdate({
          target: [productTypePoints.productTypeCode, productTypePoints.regionId],
          set: { points: row.points },
        });
    },
    async insertVariant(row: typeof productVariants.$inferInsert): Promise<void> {
      await db.insert(productVariants).values(row);
    },
    async updateVariant(code: string, values: Partial<typeof productVariants.$inferInsert>): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await db.update(productVariants).set(values).where(eq(productVariants.code, code));
    },
    async insertSize(row: typeof productSizes.$inferInsert): Promise<void> {
      await db.insert(productSizes).values(row);
    },
    async updateSize(code: string, values: Partial<typeof productSizes.$inferInsert>): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await db.update(productSizes).set(values).where(eq(productSizes.code, code));
    },
    async insertRule(row: typeof tagPhotoRules.$inferInsert): Promise<TagPhotoRuleRow> {
      const [inserted] = await db.insert(tagPhotoRules).values(row).returning();
      if (!inserted) throw new Error('tag_photo_rules insert returned nothing');
      return inserted;
    },
    async deleteRule(id: number): Promise<void> {
      await db.delete(tagPhotoRules).where(eq(tagPhotoRules.id, id));
    },
  };
}

export type CatalogueAdminRepository = ReturnType<typeof createCatalogueAdminRepository>;
