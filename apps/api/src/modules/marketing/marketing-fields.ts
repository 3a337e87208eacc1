import {
  FLYER_SUBTYPES,
  MARKETING_BUNDLE_TYPES,
  marketingFieldsFor,
  type FlyerSubtype,
  type MarketingBundleType,
  type MarketingFields,
} from '@club/contract';

/** A product's settings as the shop stores them (shop_products.settings). */
export interface MarketingSettings {
  bundle: string | null;
  subtype: string | null;
}

const isBundle = (value: string | null): value is MarketingBundleType =>
  value !== null && (MARKETING_BUNDLE_TYPES as readonly string[]).includes(value);
const isSubtype = (value: string | null): value is FlyerSubtype =>
  value !== null && (FLYER_SUBTYPES as readonly string[]).includes(value);

/**
 * spec 03 §3: the form of a product's bundle, or null for a product that is no print product. The shop
 * serves this as `settings.fields` (never a stored copy), so the form the app shows is the one POST order
 * and the proof check.
 */
export function marketingFieldsOf(settings: MarketingSettings): MarketingFields | null {
  if (!isBundle(settings.bundle)) return null;
  return marketingFieldsFor(settings.bundle, isSubtype(settings.subtype) ? settings.subtype : null);
}
