import {
  CART_PRODUCT_TYPES,
  COUNTRY_CODES,
  DIRECT_PRODUCT_TYPES,
  PHYSICAL_PRODUCT_TYPES,
  PRODUCT_TYPES,
  isProductTypeIn,
  regionByCode,
  type CountryCode,
  type ProductType,
} from '@club/contract';
import { count } from 'drizzle-orm';
import type { Db } from '../database';
import {
  productSizes,
  productTypePoints,
  productTypes,
  productVariants,
  tagPhotoRules,
} from '../schema/catalogue';

interface SeedProductType {
  code: string;
  name: string;
  kind: ProductType;
  scannable: boolean;
  /** Points one product earns in a region where the factor is 1; null for types that earn none. */
  basePoints: number | null;
}

/**
 * The catalogue a new installation starts with (ARCHITECTURE §6). Type, variant and size codes follow the
 * public naming of roof windows (type + size + variant on the label); the names are ours and name no
 * brand, since the brand is configurable (BRAND_NAME). Shop-only types (e-gift, card provider) are not
 * scannable and earn nothing.
 */
export const CATALOGUE_TYPES: SeedProductType[] = [
  {
    code: 'GGL',
    name: 'Centre-pivot roof window, pine',
    kind: PRODUCT_TYPES.BRAND,
    scannable: true,
    basePoints: 10,
  },
  {
    code: 'GGU',
    name: 'Centre-pivot roof window, polyurethane',
    kind: PRODUCT_TYPES.BRAND,
    scannable: true,
    basePoints: 12,
  },
  {
    code: 'GPL',
    name: 'Top-hung roof window, pine',
    kind: PRODUCT_TYPES.BRAND,
    scannable: true,
    basePoints: 14,
  },
  {
    code: 'GPU',
    name: 'Top-hung roof window, polyurethane',
    kind: PRODUCT_TYPES.BRAND,
    scannable: true,
    basePoints: 16,
  },
  {
    code: 'GHL',
    name: 'High-pivot roof window, pine',
    kind: PRODUCT_TYPES.BRAND,
    scannable: true,
    basePoints: 14,
  },
  {
    code: 'GTL',
    name: 'Roof window for low pitches, pine',
    kind: PRODUCT_TYPES.BRAND,
    scannable: true,
    basePoints: 12,
  },
  {
    code: 'GDL',
    name: 'Balcony roof window, pine',
    kind: PRODUCT_TYPES.BRAND,
    scannable: true,
    basePoints: 40,
  },
  {
    code: 'GEL',
    name: 'Roof terrace window, pine',
    kind: PRODUCT_TYPES.BRAND,
    scannable: true,
    basePoints: 30,
  },
  {
    code: 'MSL',
    name: 'Electric roller shutter',
    kind: PRODUCT_TYPES.BRAND_MS,
    scannable: true,
    basePoints: 6,
  },
  { code: 'SSL', name: 'Solar roller shutter', kind: PRODUCT_TYPES.BRAND_MS, scannable: true, basePoints: 8 },
  {
    code: 'KFX',
    name: 'Window set with flashing and blind',
    kind: PRODUCT_TYPES.COMPACON,
    scannable: true,
    basePoints: 15,
  },
  { code: 'EGIT', name: 'E-gift voucher', kind: PRODUCT_TYPES.EGIT, scannable: false, basePoints: null },
  { code: 'CARD', name: 'Club card', kind: PRODUCT_TYPES.CARD_PROVIDER, scannable: false, basePoints: null },
  {
    code: 'CARD-PLASTIC',
    name: 'Club card, plastic',
    kind: PRODUCT_TYPES.CARD_PROVIDER_CARD,
    scannable: false,
    basePoints: null,
  },
  {
    code: 'CARD-TOP-UP',
    name: 'Club card top-up',
    kind: PRODUCT_TYPES.CARD_PROVIDER_TOP_UP,
    scannable: false,
    basePoints: null,
  },
];

/** Variant codes: finish (first digits) and glazing (last two). */
export const CATALOGUE_VARIANTS = [
  { code: '2070', name: 'White painted pine, double glazing' },
  { code: '3070', name: 'Clear lacquered pine, double glazing' },
  { code: '0070', name: 'White polyurethane, double glazing' },
  { code: '2066', name: 'White painted pine, triple glazing' },
  { code: '3066', name: 'Clear lacquered pine, triple glazing' },
  { code: '0066', name: 'White polyurethane, triple glazing' },
  { code: '5060', name: 'Dark grey aluminium' },
  { code: '0000', name: 'Standard' },
] as const;

/**
 * Window model codes with their outer frame in centimetres (width × height), and flat-roof sizes written
 * in centimetres (080080 = 80 × 80). Square sizes are the flat-roof ones.
 */
export const CATALOGUE_SIZES: { code: string; widthCm: number; heightCm: number }[] = [
  { code: 'CK02', widthCm: 55, heightCm: 78 },
  { code: 'CK04', widthCm: 55, heightCm: 98 },
  { code: 'CK06', widthCm: 55, heightCm: 118 },
  { code: 'FK04', widthCm: 66, heightCm: 98 },
  { code: 'FK06', widthCm: 66, heightCm: 118 },
  { code: 'FK08', widthCm: 66, heightCm: 140 },
  { code: 'MK04', widthCm: 78, heightCm: 98 },
  { code: 'MK06', widthCm: 78, heightCm: 118 },
  { code: 'MK08', widthCm: 78, heightCm: 140 },
  { code: 'MK10', widthCm: 78, heightCm: 160 },
  { code: 'PK06', widthCm: 94, heightCm: 118 },
  { code: 'PK08', widthCm: 94, heightCm: 140 },
  { code: 'PK10', widthCm: 94, heightCm: 160 },
  { code: 'SK06', widthCm: 114, heightCm: 118 },
  { code: 'SK08', widthCm: 114, heightCm: 140 },
  { code: 'SK10', widthCm: 114, heightCm: 160 },
  { code: 'UK04', widthCm: 134, heightCm: 98 },
  { code: 'UK08', widthCm: 134, heightCm: 140 },
  { code: '060060', widthCm: 60, heightCm: 60 },
  { code: '080080', widthCm: 80, heightCm: 80 },
  { code: '090090', widthCm: 90, heightCm: 90 },
  { code: '100100', widthCm: 100, heightCm: 100 },
  { code: '120120', widthCm: 120, heightCm: 120 },
  { code: '060090', widthCm: 60, heightCm: 90 },
  { code: '080120', widthCm: 80, heightCm: 120 },
  { code: '100150', widthCm: 100, heightCm: 150 },
];

/**
 * Points follow the market: a factor per country on the base points (rounded), so that operators start
 * from a plausible table and tune it per region.
 */
export const REGION_POINTS_FACTOR: Record<CountryCode, number> = {
  BA: 0.6,
  BG: 0.6,
  HR: 0.8,
  CZ: 0.9,
  EE: 0.8,
  HU: 0.8,
  IT: 1.2,
  LT: 0.8,
  LV: 0.8,
  PL: 1,
  RO: 0.7,
  RS: 0.6,
  SK: 0.9,
  SI: 0.9,
  TR: 0.5,
  UA: 0.5,
};

/** Products of these variants, factories and years carry a tag that is photographed (spec 02 §3). */
export const CATALOGUE_TAG_PHOTO_RULES = [
  { variantCode: '2070', factory: 'PL', year: 2024 },
  { variantCode: '3070', factory: 'PL', year: 2024 },
  { variantCode: '2066', factory: 'DK', year: 2025 },
] as const;

/** Written only into an empty catalogue, so that operators' later edits are never undone. */
export async function ensureCatalogue(db: Db): Promise<void> {
  const [types] = await db.select({ n: count() }).from(productTypes);
  if (types?.n !== 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(productTypes).values(
      CATALOGUE_TYPES.map((type, index) => ({
        code: type.code,
        name: type.name,
        kind: type.kind,
        isPhysical: isProductTypeIn(PHYSICAL_PRODUCT_TYPES, type.kind),
        inCart: isProductTypeIn(CART_PRODUCT_TYPES, type.kind),
        isDirect: isProductTypeIn(DIRECT_PRODUCT_TYPES, type.kind),
        isScannable: type.scannable,
        position: index + 1,
      })),
    );
    await tx
      .insert(productVariants)
      .values(CATALOGUE_VARIANTS.map((variant, index) => ({ ...variant, position: index + 1 })));
    await tx.insert(productSizes).values(
      CATALOGUE_SIZES.map((size) => ({
        ...size,
        shape: size.widthCm === size.heightCm ? 'square' : 'rectangular',
      })),
    );
    await tx.insert(productTypePoints).values(
      COUNTRY_CODES.flatMap((code) => {
        const region = regionByCode(code);
        if (!region) throw new Error(`Unknown region ${code}`);
        return CATALOGUE_TYPES.flatMap((type) =>
          type.basePoints === null
            ? []
            : [
                {
                  productTypeCode: type.code,
                  regionId: region.id,
                  points: Math.round(type.basePoints * REGION_POINTS_FACTOR[code]),
                },
              ],
        );
      }),
    );
    await tx.insert(tagPhotoRules).values([...CATALOGUE_TAG_PHOTO_RULES]);
  });
}
