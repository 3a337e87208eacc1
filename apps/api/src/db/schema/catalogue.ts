import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * spec 02 §3 Product catalogue config, ARCHITECTURE §6: the product types installers scan (the first
 * part of a product QR code, e.g. GGL) and the shop's non-scannable types. `kind` is one of the contract's
 * PRODUCT_TYPES (spec 01 §4); the three groupings of spec 01 §4 are stored per row so that queries (the
 * shop's cart, direct purchases, delivery address) filter on a column rather than on a list in code.
 */
export const productTypes = pgTable(
  'product_types',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    /** spec 01 §4 first group: physical goods (need a delivery address). */
    isPhysical: boolean('is_physical').notNull().default(false),
    /** spec 01 §4 second group: shop goods that go through the cart. */
    inCart: boolean('in_cart').notNull().default(false),
    /** spec 01 §4 third group: direct products, bought one at a time. */
    isDirect: boolean('is_direct').notNull().default(false),
    /** Scannable types are what the scanner and the scan confirmation accept (spec 02 §5). */
    isScannable: boolean('is_scannable').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    check(
      'product_types_kind_check',
      sql`${t.kind} in ('compacon', 'egit', 'brand', 'brand-ms', 'card-provider', 'card-provider-card', 'card-provider-top-up')`,
    ),
    check('product_types_code_check', sql`${t.code} ~ '^[A-Z0-9-]{1,32}$'`),
  ],
);

/** spec 02 §5: the variant part of a QR code (finish and glazing, e.g. 2070). */
export const productVariants = pgTable(
  'product_variants',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    position: smallint('position').notNull().default(0),
  },
  (t) => [check('product_variants_code_check', sql`${t.code} ~ '^[A-Z0-9]{1,32}$'`)],
);

/**
 * spec 02 §5: sizes come in two lists, square and rectangular. A size is a model code (MK04 = 78 × 98 cm)
 * or a flat-roof size written in centimetres (080080); which list it belongs to follows from its
 * dimensions, and the check keeps `shape` true to them.
 */
export const productSizes = pgTable(
  'product_sizes',
  {
    code: text('code').primaryKey(),
    widthCm: smallint('width_cm').notNull(),
    heightCm: smallint('height_cm').notNull(),
    shape: text('shape').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    check('product_sizes_code_check', sql`${t.code} ~ '^[A-Z0-9]{1,32}$'`),
    check('product_sizes_dimensions_check', sql`${t.widthCm} > 0 and ${t.heightCm} > 0`),
    check(
      'product_sizes_shape_check',
      sql`(${t.shape} = 'square' and ${t.widthCm} = ${t.heightCm}) or (${t.shape} = 'rectangular' and ${t.widthCm} <> ${t.heightCm})`,
    ),
  ],
);

/** ARCHITECTURE §5: what one product of a type earns in a region, before the tier level applies. */
export const productTypePoints = pgTable(
  'product_type_points',
  {
    productTypeCode: text('product_type_code')
      .notNull()
      .references(() => productTypes.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    regionId: smallint('region_id').notNull(),
    points: integer('points').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productTypeCode, t.regionId] }),
    // the scan confirmation reads one region's points
    index('product_type_points_region_idx').on(t.regionId),
    check('product_type_points_points_check', sql`${t.points} >= 0`),
  ],
);

/**
 * spec 02 §3: `requires_tag_photo` rules `{variant, factory, year}`: products of the variant made in that
 * factory and year carry a tag whose photo is taken at scanning. Factory and year are read from the serial
 * (see the contract's `requiresTagPhoto`).
 */
export const tagPhotoRules = pgTable(
  'tag_photo_rules',
  {
    id: serial('id').primaryKey(),
    variantCode: text('variant_code')
      .notNull()
      .references(() => productVariants.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    factory: text('factory').notNull(),
    year: smallint('year').notNull(),
  },
  (t) => [
    uniqueIndex('tag_photo_rules_variant_factory_year_unique').on(t.variantCode, t.factory, t.year),
    check('tag_photo_rules_factory_check', sql`${t.factory} ~ '^[A-Z0-9]{2}$'`),
    check('tag_photo_rules_year_check', sql`${t.year} between 2000 and 2099`),
  ],
);
