import type { ProductType, ShopProductKind } from '@club/contract';
import { asc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  shopCategories,
  shopProductCategories,
  shopProductRegions,
  shopProducts,
  type ShopProductSettingsValue,
  type ShopVariantAttrValue,
} from '../../db/schema/shop';
import { users } from '../../db/schema/users';
import { preparedInUserSession } from '../auth/session.repository';
import type { SessionOfCaller } from '../auth/session.repository';

/** The caller's region and language as scalar subqueries: no round trip of their own (as content does). */
export const userRegion = (userUuid: string): SQL<number> =>
  sql<number>`(select ${users.regionId} from ${users} where ${users.uuid} = ${userUuid})`;
const userLanguage = (userUuid: string): SQL<number> =>
  sql<number>`(select ${users.languageId} from ${users} where ${users.uuid} = ${userUuid})`;

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

// The caller's grid, product and cart read through the session (decision 028's recipe, decision 032):
// the session join gives the caller's region and language, and the products come as JSON.

/** A product of the detail and the cart as JSON, for `p` joined to its region row `r` and translation `t`. */
const detailJson = sql.raw(`json_build_object('id', p.id, 'uuid', p.uuid,
    'name', coalesce(t.name, p.name), 'type', p.type, 'kind', p.kind, 'sku', p.sku,
    'descriptionHtml', coalesce(t.description_html, p.description_html), 'isActive', p.is_active,
    'isVisible', r.is_visible, 'settings', p.settings,
    'variants', coalesce((select json_agg(json_build_object('uuid', v.uuid, 'sku', v.sku, 'title', v.title,
        'price', v.price, 'stock', v.stock, 'attrs', v.attrs) order by v.position, v.id)
      from shop_variants v where v.product_id = p.id), '[]'::json),
    'images', coalesce((select json_agg(json_build_object('position', i.position, 'fileKey', i.file_key,
        'thumbnailKey', i.thumbnail_key, 'width', i.width, 'height', i.height) order by i.position)
      from shop_product_images i where i.product_id = p.id), '[]'::json))`);

/** Products the caller's region knows (`r`), with their translation into the caller's language (`t`). */
const regionProducts = sql`shop_products p
  join shop_product_regions r on r.product_id = p.id and r.region_id = ${users.regionId}
  left join shop_product_translations t on t.product_id = p.id and t.language_id = ${users.languageId}`;

/** The grid's filters beside "active and visible": the type, the categories (any of them), both or neither. */
interface GridShape {
  type: boolean;
  categories: boolean;
}

/**
 * The grid's filter for one shape: active and visible, of the type and in one of the categories when the
 * shape has them. Each shape is a statement of its own: an optional filter written as `$1 is null or …`
 * makes PostgreSQL plan the statement again on every execution (its generic plan looks dearer than a
 * plan for the values at hand, so the plan it caches is never used), which cost the grid a millisecond
 * of planning per call.
 */
const gridFilter = (shape: GridShape) => sql`p.is_active and r.is_visible
  ${shape.type ? sql`and p.type = ${sql.placeholder('type')}::text` : sql``}
  ${
    shape.categories
      ? sql`and exists (select 1 from shop_product_categories pc
    join shop_categories c on c.id = pc.category_id
    where pc.product_id = p.id and c.slug = any(${sql.placeholder('categories')}::text[]))`
      : sql``
  }`;

/** A text[] literal for a placeholder: `{"a","b"}` (slugs and uuids hold no quote or backslash). */
const textArray = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '')}"`).join(',')}}`;

export function createShopRepository(db: Db) {
  const gridStatement = (shape: GridShape) =>
    preparedInUserSession(
      db,
      `shop_grid_in_session${shape.type ? '_type' : ''}${shape.categories ? '_categories' : ''}`,
      {
        total: sql<number>`(select count(*)::int from ${regionProducts} where ${gridFilter(shape)})`,
        rows: sql<Omit<ShopSummaryRow, 'total'>[]>`(select coalesce(json_agg(json_build_object('uuid', x.uuid,
        'name', x.name, 'type', x.type, 'kind', x.kind, 'thumbnailKey', x.thumbnail_key, 'price', x.price,
        'stock', x.stock) order by x.position, x.id), '[]'::json)
      from (select p.id, p.position, p.uuid, coalesce(t.name, p.name) as name, p.type, p.kind,
          (select i.thumbnail_key from shop_product_images i where i.product_id = p.id
            order by i.position limit 1) as thumbnail_key,
          (select coalesce(min(v.price), 0) from shop_variants v where v.product_id = p.id)::int as price,
          (select coalesce(sum(v.stock), 0) from shop_variants v where v.product_id = p.id)::int as stock
        from ${regionProducts} where ${gridFilter(shape)}
        order by p.position, p.id
        limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) x)`,
      },
    );
  const gridInSession = {
    all: gridStatement({ type: false, categories: false }),
    type: gridStatement({ type: true, categories: false }),
    categories: gridStatement({ type: false, categories: true }),
    both: gridStatement({ type: true, categories: true }),
  };

  const productInSession = preparedInUserSession(db, 'shop_product_in_session', {
    product: sql<ShopDetailRow | null>`(select ${detailJson} from ${regionProducts}
      where p.uuid = ${sql.placeholder('productUuid')}::uuid)`,
  });

  const cartInSession = preparedInUserSession(db, 'shop_cart_in_session', {
    products: sql<
      ShopDetailRow[]
    >`(select coalesce(json_agg(${detailJson} order by p.position, p.id), '[]'::json)
      from ${regionProducts} where p.uuid = any(${sql.placeholder('uuids')}::uuid[]))`,
  });

  return {
    /** A page of the grid through the caller's session: 'no-session' when it is not live. */
    async findGridInSession(
      session: SessionOfCaller,
      options: Pick<ShopListOptions, 'categories' | 'type' | 'limit' | 'offset'>,
      now: Date,
    ) {
      const categories = options.categories && options.categories.length > 0 ? options.categories : null;
      const type = options.type ?? null;
      const statement =
        gridInSession[type === null ? (categories ? 'categories' : 'all') : categories ? 'both' : 'type'];
      const [row] = await statement.execute({
        ...session,
        now: now.toISOString(),
        ...(type === null ? {} : { type }),
        ...(categories ? { categories: textArray(categories) } : {}),
        limit: options.limit,
        offset: options.offset,
      });
      return row ? { total: row.total, rows: row.rows } : ('no-session' as const);
    },

    /** One product the caller's region knows, through the caller's session; null when there is none. */
    async findProductInSession(session: SessionOfCaller, productUuid: string, now: Date) {
      const [row] = await productInSession.execute({ ...session, now: now.toISOString(), productUuid });
      return row ? row.product : ('no-session' as const);
    },

    /** The cart's products the caller's region knows, through the caller's session. */
    async findCartInSession(session: SessionOfCaller, uuids: readonly string[], now: Date) {
      const [row] = await cartInSession.execute({
        ...session,
        now: now.toISOString(),
        uuids: textArray(uuids),
      });
      return row ? row.products : ('no-session' as const);
    },

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
  };
}

export type ShopRepository = ReturnType<typeof createShopRepository>;
