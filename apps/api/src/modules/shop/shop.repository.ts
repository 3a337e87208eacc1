import type { ProductType, ShopProductKind } from '@club/contract';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  shopCategories,
  shopProductCategories,
  shopProductImages,
  shopProductRegions,
  shopProductTranslations,
  shopProducts,
  shopVariants,
  type ShopProductSettingsValue,
  type ShopVariantAttrValue,
} from '../../db/schema/shop';
import { users } from '../../db/schema/users';

/** The caller's region and language as scalar subqueries: no round trip of their own (as content does). */
export const userRegion = (userUuid: string): SQL<number> =>
  sql<number>`(select ${users.regionId} from ${users} where ${users.uuid} = ${userUuid})`;
const userLanguage = (userUuid: string): SQL<number> =>
  sql<number>`(select ${users.languageId} from ${users} where ${users.uuid} = ${userUuid})`;

/** The product's translation into the caller's language, for a left join. */
const translationOf = (userUuid: string) =>
  and(
    eq(shopProductTranslations.productId, shopProducts.id),
    eq(shopProductTranslations.languageId, userLanguage(userUuid)),
  );

export interface ShopSummaryRow {
  uuid: string;
  name: string;
  type: ProductType;
  kind: ShopProductKind;
  thumbnailKey: string | null;
  price: number;
  stock: number;
  total: number;
}

export interface ShopVariantJson {
  uuid: string;
  sku: string;
  title: string;
  price: number;
  stock: number;
  attrs: ShopVariantAttrValue[];
}

export interface ShopImageJson {
  position: number;
  fileKey: string;
  thumbnailKey: string;
  width: number;
  height: number;
}

export interface ShopDetailRow {
  id: number;
  uuid: string;
  name: string;
  type: ProductType;
  kind: ShopProductKind;
  sku: string;
  descriptionHtml: string;
  isActive: boolean;
  isVisible: boolean;
  settings: ShopProductSettingsValue;
  variants: ShopVariantJson[];
  images: ShopImageJson[];
}

export interface ShopListOptions {
  userUuid: string;
  categories: string[] | undefined;
  type: string | undefined;
  limit: number;
  offset: number;
}

// Variants and pictures of a product as JSON arrays, each in its own order: one statement for any
// number of products (fixed query count, tested).
const variantsJson = sql<ShopVariantJson[]>`coalesce((
  select json_agg(json_build_object('uuid', v.uuid, 'sku', v.sku, 'title', v.title, 'price', v.price,
    'stock', v.stock, 'attrs', v.attrs) order by v.position, v.id)
  from ${shopVariants} v where v.product_id = ${shopProducts.id}), '[]'::json)`;
const imagesJson = sql<ShopImageJson[]>`coalesce((
  select json_agg(json_build_object('position', i.position, 'fileKey', i.file_key,
    'thumbnailKey', i.thumbnail_key, 'width', i.width, 'height', i.height) order by i.position)
  from ${shopProductImages} i where i.product_id = ${shopProducts.id}), '[]'::json)`;

export function createShopRepository(db: Db) {
  /** Product columns of the detail and the cart, with the region's visibility flag. */
  const detailQuery = (userUuid: string, where: SQL | undefined) =>
    db
      .select({
        id: shopProducts.id,
        uuid: shopProducts.uuid,
        name: sql<string>`coalesce(${shopProductTranslations.name}, ${shopProducts.name})`,
        type: shopProducts.type,
        kind: shopProducts.kind,
        sku: shopProducts.sku,
        descriptionHtml: sql<string>`coalesce(${shopProductTranslations.descriptionHtml}, ${shopProducts.descriptionHtml})`,
        isActive: shopProducts.isActive,
        isVisible: shopProductRegions.isVisible,
        settings: shopProducts.settings,
        variants: variantsJson,
        images: imagesJson,
      })
      .from(shopProducts)
      .innerJoin(
        shopProductRegions,
        and(
          eq(shopProductRegions.productId, shopProducts.id),
          eq(shopProductRegions.regionId, userRegion(userUuid)),
        ),
      )
      .leftJoin(shopProductTranslations, translationOf(userUuid))
      .where(where);

  /**
   * A page of the grid: active products visible in the caller's region, lowest variant price, stock
   * summed, first thumbnail and the total (a window count) in one statement.
   */
  async function listProducts(options: ShopListOptions): Promise<ShopSummaryRow[]> {
    const conditions: (SQL | undefined)[] = [eq(shopProducts.isActive, true)];
    if (options.type) conditions.push(eq(shopProducts.type, options.type as ProductType));
    if (options.categories && options.categories.length > 0) {
      conditions.push(
        sql`exists (select 1 from ${shopProductCategories} pc join ${shopCategories} c on c.id = pc.category_id
          where pc.product_id = ${shopProducts.id} and c.slug in (${sql.join(
            options.categories.map((slug) => sql`${slug}`),
            sql`, `,
          )}))`,
      );
    }
    const rows = await db
      .select({
        uuid: shopProducts.uuid,
        name: sql<string>`coalesce(${shopProductTranslations.name}, ${shopProducts.name})`,
        type: shopProducts.type,
        kind: shopProducts.kind,
        thumbnailKey: sql<
          string | null
        >`(select i.thumbnail_key from ${shopProductImages} i where i.product_id = ${shopProducts.id} order by i.position limit 1)`,
        price:
          sql<number>`(select coalesce(min(v.price), 0) from ${shopVariants} v where v.product_id = ${shopProducts.id})`.mapWith(
            Number,
          ),
        stock:
          sql<number>`(select coalesce(sum(v.stock), 0) from ${shopVariants} v where v.product_id = ${shopProducts.id})`.mapWith(
            Number,
          ),
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(shopProducts)
      .innerJoin(
        shopProductRegions,
        and(
          eq(shopProductRegions.productId, shopProducts.id),
          eq(shopProductRegions.regionId, userRegion(options.userUuid)),
          eq(shopProductRegions.isVisible, true),
        ),
      )
      .leftJoin(shopProductTranslations, translationOf(options.userUuid))
      .where(and(...conditions))
      .orderBy(asc(shopProducts.position), asc(shopProducts.id))
      .limit(options.limit)
      .offset(options.offset);
    return rows;
  }

  return {
    listProducts,

    /**
     * The categories holding at least one active product visible in the region (of the type, when
     * given), in their order, with the caller's language id to pick the name.
     */
    async listCategories(options: { userUuid: string; regionId: number | undefined; type?: string }) {
      const region = options.regionId ?? userRegion(options.userUuid);
      return db
        .select({
          slug: shopCategories.slug,
          name: shopCategories.name,
          translations: shopCategories.translations,
          languageId: userLanguage(options.userUuid),
        })
        .from(shopCategories)
        .where(
          sql`exists (select 1 from ${shopProductCategories} pc
            join ${shopProducts} p on p.id = pc.product_id and p.is_active
            join ${shopProductRegions} r on r.product_id = p.id and r.region_id = ${region} and r.is_visible
            where pc.category_id = ${shopCategories.id}
            ${options.type ? sql`and p.type = ${options.type}` : sql``})`,
        )
        .orderBy(asc(shopCategories.position), asc(shopCategories.id));
    },

    /** The total of the grid alone: asked only for a page past the end, which has no row to carry it. */
    async countProducts(options: ShopListOptions): Promise<number> {
      const rows = await listProducts({ ...options, limit: 1, offset: 0 });
      return rows[0]?.total ?? 0;
    },

    /** One product the caller's region knows (visible or not), with variants and pictures. */
    async findProduct(userUuid: string, uuid: string): Promise<ShopDetailRow | null> {
      const [row] = await detailQuery(userUuid, eq(shopProducts.uuid, uuid)).limit(1);
      return row ?? null;
    },

    /** The products of a cart the caller's region knows; unknown uuids are simply absent. */
    async findProducts(userUuid: string, uuids: string[]): Promise<ShopDetailRow[]> {
      if (uuids.length === 0) return [];
      return detailQuery(userUuid, inArray(shopProducts.uuid, uuids)).orderBy(
        asc(shopProducts.position),
        asc(shopProducts.id),
      );
    },
  };
}

export type ShopRepository = ReturnType<typeof createShopRepository>;
