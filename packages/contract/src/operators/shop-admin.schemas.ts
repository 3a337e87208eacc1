import { z } from 'zod';
import {
  DateTimeSchema,
  IdSchema,
  PageMetaSchema,
  QueryIdSchema,
  UuidSchema,
} from '../common/common.schemas';
import { listQuery } from '../common/list-query';
import { LOCALES, type Locale } from '../constants/languages';
import { ORDER_STATUS, type OrderStatus } from '../constants/orders';
import { PRODUCT_TYPES } from '../constants/products';
import { COUNTRY_CODES, type CountryCode } from '../constants/regions';
import { FLYER_SUBTYPES, MARKETING_BUNDLE_TYPES, SHOP_PRODUCT_KINDS } from '../constants/shop';
import {
  DeliveryTypeSchema,
  MarketingDataSchema,
  OrderCustomerSchema,
  OrderStatusSchema,
  VoucherResponseSchema,
} from '../shop/shop.schemas';

/*
 * The back-office of the rewards shop: the catalogue (categories, products, variants, images) kept by the
 * `shop` section, and the orders run by the `orders` section. The wording of the messages is ours: the
 * spec has no operator screens.
 */

export const SHOP_ADMIN_MESSAGES = {
  nameRequired: 'Enter the English name.',
  slugInvalid: 'Use 1 to 64 lower-case letters, digits or hyphens.',
  slugTaken: 'A category with this slug exists.',
  skuInvalid: 'Use 1 to 64 letters, digits, dots, hyphens or underscores.',
  skuTaken: 'A product or variant with this SKU exists.',
  categoryUnknown: 'Unknown category.',
  regionTwice: 'This region is listed twice.',
  bundleOnlyForPrint: 'Only marketing print products have a bundle.',
  subtypeOnlyForFlyer: 'Only flyers have a subtype.',
  priceInvalid: 'Enter a whole number of points from 0 to 1,000,000.',
  stockInvalid: 'Enter a whole number from 0 to 1,000,000.',
  receiveInvalid: 'Enter a whole number from 1 to 100,000.',
  imagesMismatch: 'Send every image of the product exactly once.',
  reasonRequired: 'Give the reason for the change (3 to 500 characters).',
  periodRequired: 'Choose the first and the last day.',
  periodTooLong: 'Export at most 366 days at once.',
  titleRequired: 'Enter a title.',
  nameInLanguage: 'Enter the name in this language too.',
  unknownLanguage: 'Unknown language.',
  chooseType: 'Choose a type.',
  chooseKind: 'Choose a kind.',
  positionRange: 'Enter 0 to 32000.',
  attrNameRequired: 'Enter a name.',
  attrValueRequired: 'Enter a value.',
  periodReversed: 'The last day comes before the first.',
} as const;

export const SHOP_ADMIN_LIMITS = {
  maxPrice: 1_000_000,
  maxStock: 1_000_000,
  maxReceive: 100_000,
  nameMax: 200,
  descriptionMaxChars: 20_000,
  maxVariantAttrs: 10,
  maxImages: 20,
  reasonMin: 3,
  reasonMax: 500,
  exportMaxDays: 366,
} as const;

/** The product types the shop's back-office keeps: the club card's are another issue's. */
export const SHOP_ADMIN_PRODUCT_TYPES = [
  PRODUCT_TYPES.BRAND,
  PRODUCT_TYPES.COMPACON,
  PRODUCT_TYPES.EGIT,
  PRODUCT_TYPES.BRAND_MS,
] as const;
export const ShopAdminProductTypeSchema = z.enum(SHOP_ADMIN_PRODUCT_TYPES, {
  error: SHOP_ADMIN_MESSAGES.chooseType,
});

const yesNo = z.enum(['true', 'false']).transform((value) => value === 'true');
const localeText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);

/**
 * A text per language (locale → text). English is required: it is what a language without its own text
 * shows. A locale outside the 17 is a 422 like any unknown field; an empty text means "none".
 */
const translations = (max: number, englishRequired: boolean) =>
  z
    .strictObject(
      Object.fromEntries(LOCALES.map((locale) => [locale, localeText(max).optional()])) as Record<
        Locale,
        z.ZodOptional<ReturnType<typeof localeText>>
      >,
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys' ? SHOP_ADMIN_MESSAGES.unknownLanguage : undefined,
      },
    )
    .superRefine((value, context) => {
      if (englishRequired && !value.en) {
        context.addIssue({ code: 'custom', path: ['en'], message: SHOP_ADMIN_MESSAGES.nameRequired });
      }
    });
export const ShopNamesSchema = translations(SHOP_ADMIN_LIMITS.nameMax, true);
export const ShopDescriptionsSchema = translations(SHOP_ADMIN_LIMITS.descriptionMaxChars, false);
export type ShopTranslations = Partial<Record<Locale, string>>;

const PositionSchema = z
  .number({ error: 'Enter a whole number.' })
  .int('Enter a whole number.')
  .min(0, SHOP_ADMIN_MESSAGES.positionRange)
  .max(32_000, SHOP_ADMIN_MESSAGES.positionRange);

export const ShopCategorySlugSchema = z
  .string({ error: SHOP_ADMIN_MESSAGES.slugInvalid })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,64}$/, SHOP_ADMIN_MESSAGES.slugInvalid);

export const ShopSkuSchema = z
  .string({ error: SHOP_ADMIN_MESSAGES.skuInvalid })
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,64}$/, SHOP_ADMIN_MESSAGES.skuInvalid);

export const ShopPriceSchema = z
  .number({ error: SHOP_ADMIN_MESSAGES.priceInvalid })
  .int(SHOP_ADMIN_MESSAGES.priceInvalid)
  .min(0, SHOP_ADMIN_MESSAGES.priceInvalid)
  .max(SHOP_ADMIN_LIMITS.maxPrice, SHOP_ADMIN_MESSAGES.priceInvalid);

export const ShopStockSchema = z
  .number({ error: SHOP_ADMIN_MESSAGES.stockInvalid })
  .int(SHOP_ADMIN_MESSAGES.stockInvalid)
  .min(0, SHOP_ADMIN_MESSAGES.stockInvalid)
  .max(SHOP_ADMIN_LIMITS.maxStock, SHOP_ADMIN_MESSAGES.stockInvalid);

const CategoryIdsSchema = z
  .array(IdSchema)
  .max(50)
  .transform((ids) => [...new Set(ids)]);

// ---------------------------------------------------------------- categories

export const ShopAdminCategorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    names: z.record(z.string(), z.string()),
    position: z.number().int(),
    /** Products in the category, active or not. */
    products: z.number().int().min(0),
  })
  .meta({ id: 'ShopAdminCategory' });
export type ShopAdminCategory = z.infer<typeof ShopAdminCategorySchema>;

export const ShopAdminCategoryCreateSchema = z
  .strictObject({
    slug: ShopCategorySlugSchema,
    names: ShopNamesSchema,
    position: PositionSchema.default(0),
  })
  .meta({ id: 'ShopAdminCategoryCreate' });
export type ShopAdminCategoryCreate = z.input<typeof ShopAdminCategoryCreateSchema>;

export const ShopAdminCategoryUpdateSchema = z
  .strictObject({
    slug: ShopCategorySlugSchema.optional(),
    names: ShopNamesSchema.optional(),
    position: PositionSchema.optional(),
  })
  .meta({ id: 'ShopAdminCategoryUpdate' });
export type ShopAdminCategoryUpdate = z.infer<typeof ShopAdminCategoryUpdateSchema>;

export const ShopAdminIdParamsSchema = z.strictObject({ id: QueryIdSchema });

// ---------------------------------------------------------------- products

export const ShopAdminVariantAttrSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, SHOP_ADMIN_MESSAGES.attrNameRequired)
    .max(100, 'Use at most 100 characters.'),
  value: z
    .string()
    .trim()
    .min(1, SHOP_ADMIN_MESSAGES.attrValueRequired)
    .max(100, 'Use at most 100 characters.'),
});

export const ShopAdminVariantSchema = z
  .object({
    uuid: UuidSchema,
    sku: z.string(),
    title: z.string(),
    price: z.number().int(),
    stock: z.number().int(),
    attrs: z.array(z.object({ name: z.string(), value: z.string() })),
  })
  .meta({ id: 'ShopAdminVariant' });
export type ShopAdminVariant = z.infer<typeof ShopAdminVariantSchema>;

export const ShopAdminImageSchema = z
  .object({
    id: z.number().int(),
    position: z.number().int(),
    thumbnail: z.string(),
    large: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'ShopAdminImage' });
export type ShopAdminImage = z.infer<typeof ShopAdminImageSchema>;

/**
 * A region that sells the product. `visible` false: its installers can open the product page (with a
 * notice, no ordering) but the grid does not list it. A region left out does not know the product.
 */
export const ShopAdminRegionSchema = z.strictObject({
  region: z.enum(COUNTRY_CODES as [CountryCode, ...CountryCode[]], { error: 'Unknown region.' }),
  visible: z.boolean(),
});
export type ShopAdminRegion = z.infer<typeof ShopAdminRegionSchema>;

export const ShopAdminSettingsSchema = z.object({
  bundle: z.enum(MARKETING_BUNDLE_TYPES).nullable(),
  subtype: z.enum(FLYER_SUBTYPES).nullable(),
});

export const ShopAdminProductSchema = z
  .object({
    uuid: UuidSchema,
    sku: z.string(),
    type: z.string(),
    kind: z.string(),
    /** The ids of its categories. */
    categories: z.array(z.number().int()),
    active: z.boolean(),
    position: z.number().int(),
    names: z.record(z.string(), z.string()),
    /** Sanitised HTML per language. */
    descriptions: z.record(z.string(), z.string()),
    regions: z.array(ShopAdminRegionSchema),
    settings: ShopAdminSettingsSchema,
    variants: z.array(ShopAdminVariantSchema),
    images: z.array(ShopAdminImageSchema),
    created_at: DateTimeSchema,
    updated_at: DateTimeSchema,
  })
  .meta({ id: 'ShopAdminProduct' });
export type ShopAdminProduct = z.infer<typeof ShopAdminProductSchema>;

export const ShopAdminProductSummarySchema = z
  .object({
    uuid: UuidSchema,
    sku: z.string(),
    name: z.string(),
    type: z.string(),
    kind: z.string(),
    /** English names of its categories. */
    categories: z.array(z.string()),
    active: z.boolean(),
    variants: z.number().int(),
    /** Sum of the variants' stock. */
    stock: z.number().int(),
    /** The lowest variant price; null without variants. */
    price: z.number().int().nullable(),
    regions: z.number().int(),
    updated_at: DateTimeSchema,
  })
  .meta({ id: 'ShopAdminProductSummary' });
export type ShopAdminProductSummary = z.infer<typeof ShopAdminProductSummarySchema>;

export const ShopAdminProductListSchema = z
  .object({ data: z.array(ShopAdminProductSummarySchema), meta: PageMetaSchema })
  .meta({ id: 'ShopAdminProductList' });

export const SHOP_PRODUCT_SORTS = ['name', 'sku', 'type', 'updated_at', 'created_at'] as const;

/** `q` matches the English name or the SKU of the product or of a variant. */
export const ShopAdminProductQuerySchema = listQuery(SHOP_PRODUCT_SORTS, {
  q: z.string().trim().max(100).optional(),
  type: ShopAdminProductTypeSchema.optional(),
  category: QueryIdSchema.optional(),
  active: yesNo.optional(),
});
export type ShopAdminProductQuery = z.infer<typeof ShopAdminProductQuerySchema>;

/** Each region once. */
const RegionListSchema = z
  .array(ShopAdminRegionSchema)
  .max(COUNTRY_CODES.length)
  .superRefine((regions, context) => {
    const seen = new Set<string>();
    regions.forEach((entry, index) => {
      if (seen.has(entry.region)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'region'],
          message: SHOP_ADMIN_MESSAGES.regionTwice,
        });
      }
      seen.add(entry.region);
    });
  });

const settingsChecks = (
  value: { type?: string; settings?: { bundle: string | null; subtype: string | null } },
  context: z.RefinementCtx,
) => {
  const settings = value.settings;
  if (!settings) return;
  if (settings.bundle !== null && value.type !== undefined && value.type !== PRODUCT_TYPES.BRAND_MS) {
    context.addIssue({
      code: 'custom',
      path: ['settings', 'bundle'],
      message: SHOP_ADMIN_MESSAGES.bundleOnlyForPrint,
    });
  }
  if (settings.subtype !== null && settings.bundle !== 'flyer') {
    context.addIssue({
      code: 'custom',
      path: ['settings', 'subtype'],
      message: SHOP_ADMIN_MESSAGES.subtypeOnlyForFlyer,
    });
  }
};

const SettingsInputSchema = z.strictObject({
  bundle: z.enum(MARKETING_BUNDLE_TYPES, { error: 'Choose a bundle.' }).nullable().default(null),
  subtype: z.enum(FLYER_SUBTYPES, { error: 'Choose a subtype.' }).nullable().default(null),
});

export const ShopAdminProductCreateSchema = z
  .strictObject({
    sku: ShopSkuSchema,
    type: ShopAdminProductTypeSchema,
    kind: z.enum(SHOP_PRODUCT_KINDS, { error: SHOP_ADMIN_MESSAGES.chooseKind }),
    categories: CategoryIdsSchema.default([]),
    active: z.boolean().default(false),
    position: PositionSchema.default(0),
    names: ShopNamesSchema,
    descriptions: ShopDescriptionsSchema.default({}),
    regions: RegionListSchema.default([]),
    settings: SettingsInputSchema.default({ bundle: null, subtype: null }),
  })
  .superRefine(settingsChecks)
  .meta({ id: 'ShopAdminProductCreate' });
export type ShopAdminProductCreate = z.input<typeof ShopAdminProductCreateSchema>;

/**
 * Every field optional; `regions`, `names` and `descriptions`, when sent, replace the product's. The
 * server checks the settings against the product's type when `type` is not sent.
 */
export const ShopAdminProductUpdateSchema = z
  .strictObject({
    sku: ShopSkuSchema.optional(),
    type: ShopAdminProductTypeSchema.optional(),
    kind: z.enum(SHOP_PRODUCT_KINDS, { error: SHOP_ADMIN_MESSAGES.chooseKind }).optional(),
    categories: CategoryIdsSchema.optional(),
    active: z.boolean().optional(),
    position: PositionSchema.optional(),
    names: ShopNamesSchema.optional(),
    descriptions: ShopDescriptionsSchema.optional(),
    regions: RegionListSchema.optional(),
    settings: SettingsInputSchema.optional(),
  })
  .superRefine(settingsChecks)
  .meta({ id: 'ShopAdminProductUpdate' });
export type ShopAdminProductUpdate = z.infer<typeof ShopAdminProductUpdateSchema>;

export const ShopAdminVariantCreateSchema = z
  .strictObject({
    sku: ShopSkuSchema,
    title: z
      .string()
      .trim()
      .min(1, SHOP_ADMIN_MESSAGES.titleRequired)
      .max(200, 'Use at most 200 characters.'),
    price: ShopPriceSchema,
    stock: ShopStockSchema.default(0),
    attrs: z.array(ShopAdminVariantAttrSchema).max(SHOP_ADMIN_LIMITS.maxVariantAttrs).default([]),
  })
  .meta({ id: 'ShopAdminVariantCreate' });
export type ShopAdminVariantCreate = z.input<typeof ShopAdminVariantCreateSchema>;

/**
 * `stock`, when sent, is the new absolute stock the operator counted; it is written as it is, in one
 * statement (an order taking stock at the same moment is either before or after it). To add a delivery
 * without overwriting what orders took meanwhile, use the stock receipt.
 */
export const ShopAdminVariantUpdateSchema = z
  .strictObject({
    sku: ShopSkuSchema.optional(),
    title: z
      .string()
      .trim()
      .min(1, SHOP_ADMIN_MESSAGES.titleRequired)
      .max(200, 'Use at most 200 characters.')
      .optional(),
    price: ShopPriceSchema.optional(),
    stock: ShopStockSchema.optional(),
    attrs: z.array(ShopAdminVariantAttrSchema).max(SHOP_ADMIN_LIMITS.maxVariantAttrs).optional(),
  })
  .meta({ id: 'ShopAdminVariantUpdate' });
export type ShopAdminVariantUpdate = z.infer<typeof ShopAdminVariantUpdateSchema>;

/** A delivery of N pieces: the stock grows by N whatever orders took meanwhile. */
export const ShopAdminStockReceiptSchema = z
  .strictObject({
    quantity: z
      .number({ error: SHOP_ADMIN_MESSAGES.receiveInvalid })
      .int(SHOP_ADMIN_MESSAGES.receiveInvalid)
      .min(1, SHOP_ADMIN_MESSAGES.receiveInvalid)
      .max(SHOP_ADMIN_LIMITS.maxReceive, SHOP_ADMIN_MESSAGES.receiveInvalid),
  })
  .meta({ id: 'ShopAdminStockReceipt' });

/** The new order of a product's images: every image id exactly once, first shown first. */
export const ShopAdminImageOrderSchema = z
  .strictObject({
    images: z
      .array(z.number().int().min(1))
      .min(1, SHOP_ADMIN_MESSAGES.imagesMismatch)
      .max(SHOP_ADMIN_LIMITS.maxImages, SHOP_ADMIN_MESSAGES.imagesMismatch),
  })
  .meta({ id: 'ShopAdminImageOrder' });

export const ShopAdminUuidParamsSchema = z.strictObject({ id: UuidSchema });

// ---------------------------------------------------------------- orders

export const ORDER_SORTS = ['created_at', 'number', 'points', 'status'] as const;

const DaySchema = z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' });
const QueryStatusSchema = z.coerce
  .number()
  .pipe(OrderStatusSchema)
  .transform((status) => status as OrderStatus);

/** `q` matches the order number or the company's name; `from`/`to` are days, `to` included. */
export const AdminOrderQuerySchema = listQuery(ORDER_SORTS, {
  q: z.string().trim().max(100).optional(),
  status: QueryStatusSchema.optional(),
  type: ShopAdminProductTypeSchema.optional(),
  company: UuidSchema.optional(),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
});
export type AdminOrderQuery = z.infer<typeof AdminOrderQuerySchema>;

const CompanyRefSchema = z.object({ uuid: UuidSchema, name: z.string() });

export const AdminOrderSummarySchema = z
  .object({
    uuid: UuidSchema,
    number: z.string(),
    created_at: DateTimeSchema,
    status: OrderStatusSchema,
    points: z.number().int(),
    type: z.string(),
    delivery_type: DeliveryTypeSchema,
    items_count: z.number().int(),
    company: CompanyRefSchema,
    /** Country code of the company's region. */
    region: z.string(),
  })
  .meta({ id: 'AdminOrderSummary' });
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

export const AdminOrderListSchema = z
  .object({ data: z.array(AdminOrderSummarySchema), meta: PageMetaSchema })
  .meta({ id: 'AdminOrderList' });

export const AdminOrderItemSchema = z.object({
  variant_uuid: UuidSchema,
  product_uuid: UuidSchema,
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
  input_data: MarketingDataSchema.nullable(),
});

export const AdminOrderHistoryEntrySchema = z.object({
  status: OrderStatusSchema,
  reason: z.string().nullable(),
  at: DateTimeSchema,
  /** The operator who changed it; null for the installer's order and the system's own changes. */
  operator: z.string().nullable(),
});

export const AdminOrderSchema = AdminOrderSummarySchema.extend({
  customer: OrderCustomerSchema,
  items: z.array(AdminOrderItemSchema),
  voucher: VoucherResponseSchema.nullable(),
  /** Whether a print proof PDF exists (GET …/proof). */
  has_proof: z.boolean(),
  /** The uploaded logo of a marketing order (GET …/logo). */
  logo: z.object({ name: z.string(), mime_type: z.string(), size: z.number().int() }).nullable(),
  history: z.array(AdminOrderHistoryEntrySchema),
}).meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/** A new status with its reason; the orders module decides which moves are allowed. */
export const AdminOrderStatusBodySchema = z
  .strictObject({
    status: OrderStatusSchema,
    reason: z
      .string({ error: SHOP_ADMIN_MESSAGES.reasonRequired })
      .trim()
      .min(SHOP_ADMIN_LIMITS.reasonMin, SHOP_ADMIN_MESSAGES.reasonRequired)
      .max(SHOP_ADMIN_LIMITS.reasonMax, SHOP_ADMIN_MESSAGES.reasonRequired),
  })
  .meta({ id: 'AdminOrderStatusBody' });
export type AdminOrderStatusBody = z.infer<typeof AdminOrderStatusBodySchema>;

/** The CSV export: a period of at most 366 days, optionally one status. */
export const AdminOrderExportQuerySchema = z
  .strictObject({
    from: DaySchema,
    to: DaySchema,
    status: QueryStatusSchema.optional(),
  })
  .superRefine((value, context) => {
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
    if (days < 0)
      context.addIssue({ code: 'custom', path: ['to'], message: SHOP_ADMIN_MESSAGES.periodReversed });
    else if (days >= SHOP_ADMIN_LIMITS.exportMaxDays) {
      context.addIssue({ code: 'custom', path: ['to'], message: SHOP_ADMIN_MESSAGES.periodTooLong });
    }
  });
export type AdminOrderExportQuery = z.infer<typeof AdminOrderExportQuerySchema>;

/** The CSV's columns, in order (the header line carries these names). */
export const ORDER_EXPORT_COLUMNS = [
  'number',
  'date',
  'company',
  'region',
  'type',
  'items',
  'points',
  'status',
  'delivery',
  'customer',
] as const;

export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  [ORDER_STATUS.PENDING]: 'pending',
  [ORDER_STATUS.APPROVED]: 'approved',
  [ORDER_STATUS.POSITIVE]: 'positive',
  [ORDER_STATUS.NEGATIVE]: 'negative',
  [ORDER_STATUS.FAILED]: 'failed',
};
