import { z } from 'zod';
import { FIELD_MESSAGES } from '../constants/messages';
import { PRODUCT_TYPE_VALUES } from '../constants/products';
import {
  FLYER_SUBTYPES,
  MARKETING_BUNDLE_TYPES,
  MARKETING_LIMITS,
  SHOP_PRODUCT_KINDS,
} from '../constants/shop';
import { DELIVERY_TYPE, ORDER_STATUS } from '../constants/orders';
import {
  DateTimeSchema,
  Flag01Schema,
  PageQuerySchema,
  QueryCountryRegionIdSchema,
  UuidSchema,
} from '../common/common.schemas';

/*
 * spec 03 §3, §7: the rewards shop as the installers' app sees it. Prices are whole points. The server
 * lists only what the caller's region may buy (visibility is per region) and re-prices every order from
 * its own catalogue: nothing a client sends about a price, a stock or a product type is trusted.
 */

export const ProductTypeSchema = z.enum(PRODUCT_TYPE_VALUES as [string, ...string[]]);
export const ShopProductKindSchema = z.enum(SHOP_PRODUCT_KINDS);
export const MarketingBundleTypeSchema = z.enum(MARKETING_BUNDLE_TYPES);
export const FlyerSubtypeSchema = z.enum(FLYER_SUBTYPES);

/** spec 03 §3: shop category. */
export const ShopCategorySchema = z
  .object({ slug: z.string(), name: z.string() })
  .meta({ id: 'ShopCategory' });
export type ShopCategory = z.infer<typeof ShopCategorySchema>;

/** spec 03 §7 GET shop categories: region_id and type; the region defaults to the caller's. */
export const ShopCategoriesQuerySchema = z.strictObject({
  region_id: QueryCountryRegionIdSchema.optional(),
  type: ProductTypeSchema.optional(),
});

/** spec 03 §3: an image of a product: a thumbnail and a large picture, ordered by position. */
export const ShopImageSchema = z.object({
  position: z.number().int().min(0),
  thumbnail: z.string(),
  large: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ShopImage = z.infer<typeof ShopImageSchema>;

/** spec 03 §3: one attribute value a variant carries (size: L, colour: grey). */
export const ShopVariantAttrSchema = z.object({
  attrUuid: UuidSchema,
  attrName: z.string(),
  attrValueUuid: UuidSchema,
  attrValueName: z.string(),
});

/** spec 03 §3: variant; price in whole points, stock ≥ 0. */
export const ShopVariantSchema = z
  .object({
    uuid: UuidSchema,
    sku: z.string(),
    title: z.string(),
    price: z.number().int().min(0),
    stock: z.number().int().min(0),
    attrs: z.array(ShopVariantAttrSchema),
  })
  .meta({ id: 'ShopVariant' });
export type ShopVariant = z.infer<typeof ShopVariantSchema>;

/** spec 03 §3: a field of a marketing form, in the required or the optional group. */
export const MarketingFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  group: z.enum(['required', 'optional']),
});

/** spec 03 §3, §5: the form a marketing print product asks for. */
export const MarketingFieldsSchema = z.object({
  required: z.array(MarketingFieldSchema),
  optional: z.array(MarketingFieldSchema),
  /** Each inner list: at least one of these fields (phone or email; short or long description). */
  atLeastOne: z.array(z.array(z.string())),
  /** Exact number of services to pick (business cards 4 and 5, services flyer 6); 0 when none. */
  servicesCount: z.number().int().min(0),
  /** Cover images to choose from (positions 1..n); 0 when the product has no cover choice. */
  coverImages: z.number().int().min(0),
});
export type MarketingFields = z.infer<typeof MarketingFieldsSchema>;

/**
 * A picture of the shop by its stored name: a content hash and the size (`3f…e1-320.webp`). The name
 * changes with the picture, so it is served with a year-long immutable cache.
 */
export const ShopImageParamsSchema = z.strictObject({
  name: z.string().regex(/^[a-z0-9-]{8,100}\.(webp|jpg|png)$/),
});

/** spec 03 §3: product settings; `bundle` and `fields` only for marketing print products. */
export const ShopProductSettingsSchema = z.object({
  bundle: MarketingBundleTypeSchema.nullable(),
  subtype: FlyerSubtypeSchema.nullable(),
  fields: MarketingFieldsSchema.nullable(),
});

/** A row of the shop grid: what the card shows. */
export const ShopProductSummarySchema = z
  .object({
    uuid: UuidSchema,
    name: z.string(),
    type: ProductTypeSchema,
    kind: ShopProductKindSchema,
    thumbnail: z.string().nullable(),
    /** The lowest variant price. */
    price: z.number().int().min(0),
    /** Sum of the variants' stock; 0 shows the sold-out tag. */
    stock: z.number().int().min(0),
  })
  .meta({ id: 'ShopProductSummary' });
export type ShopProductSummary = z.infer<typeof ShopProductSummarySchema>;

/** spec 03 §3: product detail. `description` is HTML the server has sanitised. */
export const ShopProductSchema = z
  .object({
    uuid: UuidSchema,
    name: z.string(),
    type: ProductTypeSchema,
    kind: ShopProductKindSchema,
    sku: z.string(),
    description: z.string(),
    active: Flag01Schema,
    is_visible: Flag01Schema,
    images: z.array(ShopImageSchema),
    variants: z.array(ShopVariantSchema),
    settings: ShopProductSettingsSchema,
  })
  .meta({ id: 'ShopProduct' });
export type ShopProduct = z.infer<typeof ShopProductSchema>;

const CommaUuids = (max: number) =>
  z
    .string()
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(UuidSchema).max(max, FIELD_MESSAGES.tooLong));

/**
 * spec 03 §7 GET shop products: categories (comma list of slugs), page, limit 12. `active` and
 * `is_visible` are accepted as the spec sends them; an installer is only ever shown active, visible
 * products of the region, whatever they say.
 */
export const ShopProductsQuerySchema = PageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(48).default(12),
  categories: z
    .string()
    .max(500, FIELD_MESSAGES.tooLong)
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .optional(),
  type: ProductTypeSchema.optional(),
  active: z.coerce.number().pipe(Flag01Schema).optional(),
  is_visible: z.coerce.number().pipe(Flag01Schema).optional(),
});

/** spec 03 §7 GET shop cart: the products of a cart by their uuids, to refresh it. */
export const ShopCartQuerySchema = z.strictObject({ uuids: CommaUuids(100) });

/** spec 03 §3: marketing form data of a print product. */
export const MarketingDataSchema = z
  .strictObject({
    name: z.string().trim().max(100, FIELD_MESSAGES.tooLong).optional(),
    surname: z.string().trim().max(100, FIELD_MESSAGES.tooLong).optional(),
    companyName: z.string().trim().max(150, FIELD_MESSAGES.tooLong).optional(),
    address: z
      .strictObject({
        line1: z.string().trim().max(150, FIELD_MESSAGES.tooLong).optional(),
        line2: z.string().trim().max(150, FIELD_MESSAGES.tooLong).optional(),
        line3: z.string().trim().max(150, FIELD_MESSAGES.tooLong).optional(),
      })
      .optional(),
    phone: z.string().trim().max(30, FIELD_MESSAGES.tooLong).optional(),
    email: z.string().trim().max(254, FIELD_MESSAGES.tooLong).optional(),
    link: z.string().trim().max(500, FIELD_MESSAGES.tooLong).optional(),
    shortDescription: z
      .string()
      .trim()
      .max(MARKETING_LIMITS.shortDescriptionMax, FIELD_MESSAGES.tooLong)
      .optional(),
    longDescription: z
      .string()
      .trim()
      .max(MARKETING_LIMITS.longDescriptionMax, FIELD_MESSAGES.tooLong)
      .optional(),
    /** The uuid of a logo uploaded with the order file upload. */
    logo: UuidSchema.optional(),
    /** Whether the brand's own logo is printed too. */
    brandLogo: z.boolean().optional(),
    selectedImagePosition: z.number().int().min(1).max(20).optional(),
    services: z
      .array(z.strictObject({ icon: z.string().max(50), text: z.string().trim().max(80) }))
      .max(10)
      .optional(),
  })
  .meta({ id: 'MarketingData' });
export type MarketingData = z.infer<typeof MarketingDataSchema>;

/** spec 03 §3: the checkout customer. Empty fields are dropped by the app before sending. */
export const OrderCustomerSchema = z
  .strictObject({
    name: z.string().trim().max(100, FIELD_MESSAGES.tooLong).optional(),
    surname: z.string().trim().max(100, FIELD_MESSAGES.tooLong).optional(),
    email: z.string().trim().max(254, FIELD_MESSAGES.tooLong).optional(),
    phone: z.string().trim().max(30, FIELD_MESSAGES.tooLong).optional(),
    /** Region code (PL, DE…) the phone number belongs to. */
    phone_region: z.string().trim().max(2).optional(),
    phone_number: z.string().trim().max(30, FIELD_MESSAGES.tooLong).optional(),
    /** Region code of the address. */
    region: z.string().trim().max(2).optional(),
    country: z.string().trim().max(100, FIELD_MESSAGES.tooLong).optional(),
    city: z.string().trim().max(100, FIELD_MESSAGES.tooLong).optional(),
    postal_code: z.string().trim().max(20, FIELD_MESSAGES.tooLong).optional(),
    street: z.string().trim().max(150, FIELD_MESSAGES.tooLong).optional(),
    house_number: z.string().trim().max(20, FIELD_MESSAGES.tooLong).optional(),
    company_name: z.string().trim().max(150, FIELD_MESSAGES.tooLong).optional(),
  })
  .meta({ id: 'OrderCustomer' });
export type OrderCustomer = z.infer<typeof OrderCustomerSchema>;

export const DeliveryTypeSchema = z.literal([
  DELIVERY_TYPE.DIGITAL,
  DELIVERY_TYPE.PERSONAL,
  DELIVERY_TYPE.COMPANY,
]);

/**
 * spec 03 §7 POST order. `idempotency_key` is made by the app once per checkout: the same key again returns
 * the first answer; the same key with another body is refused (422). `type` is the product type ordered
 * (one type per order: a cart type, or a direct product); the server checks every variant belongs to it.
 */
export const CreateOrderBodySchema = z
  .strictObject({
    idempotency_key: UuidSchema,
    type: ProductTypeSchema,
    delivery_type: DeliveryTypeSchema,
    order: z
      .array(z.strictObject({ uuid: UuidSchema, quantity: z.number().int().min(1).max(1000) }))
      .min(1, FIELD_MESSAGES.required)
      .max(100, FIELD_MESSAGES.tooLong),
    customer: OrderCustomerSchema.default({}),
    data: MarketingDataSchema.optional(),
  })
  .meta({ id: 'CreateOrderBody' });
export type CreateOrderBody = z.infer<typeof CreateOrderBodySchema>;

export const OrderStatusSchema = z.literal([
  ORDER_STATUS.PENDING,
  ORDER_STATUS.APPROVED,
  ORDER_STATUS.POSITIVE,
  ORDER_STATUS.NEGATIVE,
  ORDER_STATUS.FAILED,
]);

/** spec 03 §3: a digital voucher's code, from the voucher provider. */
export const VoucherResponseSchema = z.object({
  number: z.string(),
  expiresAt: DateTimeSchema,
  password: z.string(),
});
export type VoucherResponse = z.infer<typeof VoucherResponseSchema>;

export const OrderItemSchema = z.object({
  variantGuid: UuidSchema,
  productGuid: UuidSchema,
  name: z.string(),
  quantity: z.number().int().min(1),
  /** Points per piece when ordered. */
  price: z.number().int().min(0),
  image: z.string().nullable(),
  inputData: MarketingDataSchema.nullable(),
});

export const OrderSummarySchema = z
  .object({
    uuid: UuidSchema,
    number: z.string(),
    status: OrderStatusSchema,
    points: z.number().int().min(0),
    created_at: DateTimeSchema,
    type: ProductTypeSchema,
    items_count: z.number().int().min(0),
    image: z.string().nullable(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** spec 03 §3: order detail. */
export const OrderSchema = z
  .object({
    uuid: UuidSchema,
    number: z.string(),
    status: OrderStatusSchema,
    points: z.number().int().min(0),
    created_at: DateTimeSchema,
    meta: z.object({
      type: ProductTypeSchema,
      delivery_type: DeliveryTypeSchema,
      response: VoucherResponseSchema.nullable(),
    }),
    customer: OrderCustomerSchema,
    items: z.array(OrderItemSchema),
    /** Address of the print proof (PDF) of a marketing order; null otherwise. */
    proof: z.string().nullable(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof OrderSchema>;

/** spec 03 §7 GET orders: limit 100, newest first. */
export const OrdersQuerySchema = PageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

/** spec 03 §7 POST order file upload: the stored logo. */
export const OrderFileSchema = z
  .object({
    uuid: UuidSchema,
    name: z.string(),
    mime_type: z.string(),
    size: z.number().int().min(1),
  })
  .meta({ id: 'OrderFile' });
export type OrderFile = z.infer<typeof OrderFileSchema>;

/** spec 03 §7 GET QR code: data = the link; answers a PNG as a data URL. */
export const QrCodeQuerySchema = z.strictObject({
  data: z.string().trim().min(1, FIELD_MESSAGES.required).max(500, FIELD_MESSAGES.tooLong),
});
export const QrCodeSchema = z.object({ data: z.string() });

/** A marketing service a print product can list (spec 03 §3 services: icon and text). */
export const MarketingServiceSchema = z.object({ icon: z.string(), text: z.string() });

/** The proof of a print product: the variant to print and the form as it stands. */
export const MarketingProofBodySchema = z.strictObject({
  variant: UuidSchema,
  data: MarketingDataSchema,
});
