import type { CountryCode } from './regions';
import { PRODUCT_TYPES } from './products';

/*
 * spec 03 §9: minimum cart value in points per region. It applies to one product type only (others 0);
 * the spec does not name it: we apply it to the base brand type, the shop's main goods.
 */
export const MIN_CART_VALUE_DEFAULT = 50;
export const MIN_CART_VALUE_PRODUCT_TYPE = PRODUCT_TYPES.BRAND;
export const MIN_CART_VALUES: Partial<Record<CountryCode, number>> = {
  BA: 0,
  BG: 100,
  CZ: 60,
  HR: 51,
  HU: 39,
  PL: 128,
  RO: 102,
  RS: 0,
  SI: 51,
  SK: 60,
  UA: 20,
  EE: 40,
  LT: 40,
  LV: 40,
};

export function minCartValue(region: string, productType: string): number {
  if (productType !== MIN_CART_VALUE_PRODUCT_TYPE) return 0;
  return MIN_CART_VALUES[region.toUpperCase() as CountryCode] ?? MIN_CART_VALUE_DEFAULT;
}

/** spec 03 §9: shop product kinds (how a product is sold), apart from the product type. */
export const SHOP_PRODUCT_KINDS = ['simple', 'variable', 'voucher', 'card'] as const;
export type ShopProductKind = (typeof SHOP_PRODUCT_KINDS)[number];

/** spec 03 §9: marketing print bundle types and the flyer subtypes. */
export const MARKETING_BUNDLE_TYPES = [
  'business-card-horizontal',
  'business-card-vertical',
  'banner',
  'sticker',
  'billboard',
  'flyer',
] as const;
export type MarketingBundleType = (typeof MARKETING_BUNDLE_TYPES)[number];
export const FLYER_SUBTYPES = ['services', 'electric', 'replacement', 'dsp'] as const;
export type FlyerSubtype = (typeof FLYER_SUBTYPES)[number];

/** spec 03 §5: exact number of services to pick. */
export const SERVICES_COUNTS = {
  'business-card-horizontal': 4,
  'business-card-vertical': 5,
  flyer: 6,
} as const;

/** spec 03 §9: cover images to choose from. */
export const COVER_IMAGE_COUNTS = {
  banner: 6,
  billboard: 5,
  'flyer-services': 7,
  'flyer-electric': 3,
  'flyer-replacement': 5,
  'flyer-dsp': 1,
} as const;

/** spec 03 §5: marketing form limits. */
export const MARKETING_LIMITS = {
  shortDescriptionMax: 80,
  longDescriptionMax: 100,
  logoMaxBytes: 10_000_000,
} as const;

/** spec 03 §5: logo upload types accepted. */
export const LOGO_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/svg+xml',
  'application/pdf',
  'application/postscript',
  'application/zip',
  'image/tiff',
  'image/vnd.adobe.photoshop',
  'application/eps',
  'application/illustrator',
] as const;

/** spec 03 §9: display rules of the shop. */
export const SHOP_DISPLAY = {
  /** Stock above this shows a generic 'many' label. */
  stockManyThreshold: 100,
  /** Images after this many are lazy loaded. */
  lazyImageIndex: 7,
} as const;
