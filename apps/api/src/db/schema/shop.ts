import {
  PRODUCT_TYPE_VALUES,
  SHOP_PRODUCT_KINDS,
  type MarketingData,
  type OrderCustomer,
  type ProductType,
  type ShopProductKind,
  type VoucherResponse,
} from '@club/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { operators } from './accounts';
import { companies } from './companies';
import { users } from './users';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** The settings a marketing print product carries (spec 03 §3); `fields` is the marketing form's. */
export interface ShopProductSettingsValue {
  bundle: string | null;
  subtype: string | null;
  fields: unknown;
}

/** One attribute value of a variant (size: L), as the contract's ShopVariantAttr. */
export interface ShopVariantAttrValue {
  attrUuid: string;
  attrName: string;
  attrValueUuid: string;
  attrValueName: string;
}

/**
 * spec 03 §3 Shop category. `name` is English; `translations` holds the other languages by locale
 * ({ pl: 'Narzędzia' }). A category's few words do not need a table of their own (products do: their
 * descriptions are long and edited one language at a time).
 */
export const shopCategories = pgTable(
  'shop_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
    position: smallint('position').notNull().default(0),
  },
  (t) => [check('shop_categories_slug_check', sql`${t.slug} ~ '^[a-z0-9-]{1,64}$'`)],
);

/**
 * spec 03 §3 Product. `type` is one of the contract's PRODUCT_TYPES (what the cart and checkout group
 * by); `kind` how it is sold (simple, variable, voucher, card). The name and description are English
 * (language 5); translations are in shop_product_translations, as content_translations do for news.
 * `description_html` is sanitised (ARTICLE_HTML_POLICY) before every write and trusted on read.
 */
export const shopProducts = pgTable(
  'shop_products',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    type: text('type').$type<ProductType>().notNull(),
    kind: text('kind').$type<ShopProductKind>().notNull(),
    sku: text('sku').notNull().unique(),
    name: text('name').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    settings: jsonb('settings')
      .$type<ShopProductSettingsValue>()
      .notNull()
      .default({ bundle: null, subtype: null, fields: null }),
    /** Grid order: lower first, then newest. */
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The back-office and the categories call filter by type.
    index('shop_products_type_idx').on(t.type, t.position, t.id),
    check('shop_products_type_check', sql`${t.type} in (${inList(PRODUCT_TYPE_VALUES)})`),
    check('shop_products_kind_check', sql`${t.kind} in (${inList(SHOP_PRODUCT_KINDS)})`),
  ],
);

export type ShopProductRow = typeof shopProducts.$inferSelect;

/** A product's name and description in another language; one row per product and language. */
export const shopProductTranslations = pgTable(
  'shop_product_translations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    languageId: smallint('language_id').notNull(),
    name: text('name').notNull(),
    descriptionHtml: text('description_html'),
  },
  (t) => [uniqueIndex('shop_product_translations_product_language_unique').on(t.productId, t.languageId)],
);

/** A product belongs to one or more categories (spec 03 §7 filters by a comma list of slugs). */
export const shopProductCategories = pgTable(
  'shop_product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => shopCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('shop_product_categories_category_idx').on(t.categoryId, t.productId),
  ],
);

/**
 * Where a product is sold: one row per product and region. No row: the region does not know the
 * product (404); a row with is_visible false: the product page shows it with a notice, the grid does not.
 */
export const shopProductRegions = pgTable(
  'shop_product_regions',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    regionId: smallint('region_id').notNull(),
    isVisible: boolean('is_visible').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.regionId] }),
    // The grid: a region's visible products.
    index('shop_product_regions_region_visible_idx')
      .on(t.regionId, t.productId)
      .where(sql`${t.isVisible}`),
  ],
);

/** spec 03 §3 Variant: price in whole points, stock never below zero (ARCHITECTURE §5). */
export const shopVariants = pgTable(
  'shop_variants',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    title: text('title').notNull(),
    price: integer('price').notNull(),
    stock: integer('stock').notNull().default(0),
    attrs: jsonb('attrs').$type<ShopVariantAttrValue[]>().notNull().default([]),
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_variants_product_idx').on(t.productId, t.position, t.id),
    check('shop_variants_price_check', sql`${t.price} >= 0`),
    check('shop_variants_stock_check', sql`${t.stock} >= 0`),
  ],
);

export type ShopVariantRow = typeof shopVariants.$inferSelect;

/**
 * A product's pictures, in the file storage under content-hashed keys (served by GET
 * /v1/shop/images/{key} with an immutable cache): the large one and its thumbnail.
 */
export const shopProductImages = pgTable(
  'shop_product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    fileKey: text('file_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [
    uniqueIndex('shop_product_images_product_position_unique').on(t.productId, t.position),
    check('shop_product_images_size_check', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

/** Order numbers: IC-{year}-{six digits of this sequence}, unique across years. */
export const shopOrderNumberSeq = pgSequence('shop_order_number_seq', { startWith: 100 });

/**
 * spec 03 §3 Order. One product type per order. `points` is the total taken from the company. The
 * idempotency key is the app's, unique per company: the first request inserts the row, a repeat finds
 * it and answers `first_answer` when its body hashes the same (docs/decisions/022).
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    number: text('number').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The company's region when ordered. */
    regionId: smallint('region_id').notNull(),
    type: text('type').$type<ProductType>().notNull(),
    deliveryType: smallint('delivery_type').notNull(),
    status: smallint('status').notNull().default(1),
    points: integer('points').notNull().default(0),
    customer: jsonb('customer').$type<OrderCustomer>().notNull().default({}),
    voucherResponse: jsonb('voucher_response').$type<VoucherResponse>(),
    /** The print proof (PDF) of a marketing order in the file storage. */
    proofKey: text('proof_key'),
    idempotencyKey: uuid('idempotency_key').notNull(),
    /** SHA-256 of the request body without the key: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** The answer the first request got, sent again to a repeat. */
    firstAnswer: jsonb('first_answer'),
    /** When the points and the stock went back (status 4 or 5); set once. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_orders_company_idempotency_unique').on(t.companyId, t.idempotencyKey),
    // The company's orders, newest first.
    index('shop_orders_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    // The back-office list by status, newest first.
    index('shop_orders_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('shop_orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('shop_orders_status_check', sql`${t.status} between 1 and 5`),
    check('shop_orders_delivery_type_check', sql`${t.deliveryType} in (0, 1, 2)`),
    check('shop_orders_points_check', sql`${t.points} >= 0`),
    check('shop_orders_type_check', sql`${t.type} in (${inList(PRODUCT_TYPE_VALUES)})`),
  ],
);

export type ShopOrderRow = typeof shopOrders.$inferSelect;

/** spec 03 §3 order items: what was ordered, priced and named as it was then. */
export const shopOrderItems = pgTable(
  'shop_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => shopVariants.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'restrict' }),
    variantUuid: uuid('variant_uuid').notNull(),
    productUuid: uuid('product_uuid').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    image: text('image'),
    inputData: jsonb('input_data').$type<MarketingData>(),
  },
  (t) => [
    index('shop_order_items_order_idx').on(t.orderId, t.id),
    index('shop_order_items_variant_idx').on(t.variantId),
    check('shop_order_items_quantity_check', sql`${t.quantity} > 0`),
    check('shop_order_items_price_check', sql`${t.price} >= 0`),
  ],
);

/** Every status change of an order: who (an operator, or the user placing it), when, from, to, why. */
export const shopOrderStatusHistory = pgTable(
  'shop_order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_order_status_history_order_idx').on(t.orderId, t.createdAt, t.id),
    check('shop_order_status_history_to_check', sql`${t.toStatus} between 1 and 5`),
  ],
);
