import type { CountryCode } from './regions';

/**
 * spec 01 §4: product types of the catalogue and the shop. The spec names COMPACON and EGIT; the brand
 * types and the card-provider types get neutral identifiers because the brand and the card provider are
 * configurable.
 */
export const PRODUCT_TYPES = {
  COMPACON: 'compacon',
  EGIT: 'egit',
  BRAND: 'brand',
  BRAND_MS: 'brand-ms',
  CARD_PROVIDER: 'card-provider',
  CARD_PROVIDER_CARD: 'card-provider-card',
  CARD_PROVIDER_TOP_UP: 'card-provider-top-up',
} as const;
export type ProductType = (typeof PRODUCT_TYPES)[keyof typeof PRODUCT_TYPES];
export const PRODUCT_TYPE_VALUES = Object.values(PRODUCT_TYPES) as ProductType[];

/*
 * spec 01 §4 lists three groupings without their purposes. The members are exactly the spec's; the names
 * are ours, read from the other documents: physical goods need an address (spec 03 §4: non-physical
 * products force digital delivery), the cart holds shop goods (spec 03 §3), direct products are bought
 * one at a time without the cart (spec 03 §4).
 */
export const PHYSICAL_PRODUCT_TYPES = [
  PRODUCT_TYPES.COMPACON,
  PRODUCT_TYPES.CARD_PROVIDER_CARD,
  PRODUCT_TYPES.BRAND,
  PRODUCT_TYPES.BRAND_MS,
] as const satisfies readonly ProductType[];

export const CART_PRODUCT_TYPES = [
  PRODUCT_TYPES.BRAND,
  PRODUCT_TYPES.COMPACON,
] as const satisfies readonly ProductType[];

export const DIRECT_PRODUCT_TYPES = [
  PRODUCT_TYPES.CARD_PROVIDER,
  PRODUCT_TYPES.EGIT,
  PRODUCT_TYPES.BRAND_MS,
] as const satisfies readonly ProductType[];

export const isProductTypeIn = (group: readonly ProductType[], type: string): type is ProductType =>
  (group as readonly string[]).includes(type);

/** spec 02 §5, §9: serial number = part 1 (up to 8) + part 2 (up to 4). */
export const SERIAL_PART_1_MAX = 8;
export const SERIAL_PART_2_MAX = 4;

/** spec 02 §5: QR last path segment `TYPE_SIZE_VARIANT_SERIAL`. */
export const PRODUCT_QR_MIN_PARTS = 4;

/*
 * spec 02 §5: regions where products may carry no unique tag, so part 2 is optional and a photo is taken
 * instead. The spec does not list them; TR and UA are ours (markets served from stock without tags).
 */
export const GENERIC_TAG_REGIONS = ['TR', 'UA'] as const satisfies readonly CountryCode[];

export const isGenericTagRegion = (code: string): boolean =>
  (GENERIC_TAG_REGIONS as readonly string[]).includes(code);

/** spec 02 §2, §9: camera scanner and generic photo parameters. */
export const SCANNER = {
  scansPerSecond: 2,
  /** The centred square scanned is this share of the shorter video side. */
  regionRatio: 0.5,
  maxFrameSidePx: 300,
  facingMode: 'environment',
} as const;

export const GENERIC_PHOTO = { scale: 0.25, jpegQuality: 0.65 } as const;

/** spec 02 §4: validity of a locally kept scan: unknown until checked online. */
export const SCAN_VALIDITY = { UNKNOWN: null, VALID: true, INVALID: false } as const;
export type ScanValidity = (typeof SCAN_VALIDITY)[keyof typeof SCAN_VALIDITY];
