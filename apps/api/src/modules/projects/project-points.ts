import { PRODUCT_TYPES, TIER_CATEGORIES, type TierCategory } from '@club/contract';
import type { Catalogue } from '../catalogue/catalogue.service';
import { bracketFor } from '../tiers/tiers.service';
import type { BracketRow, TierProgress } from '../tiers/tiers.repository';

/**
 * ARCHITECTURE §5: a product earns its catalogue points (by type and region), topped up by the company's
 * tier level. Which tier category a product counts in follows from its kind: roof windows (the brand's
 * base types) in the first, the MS range (blinds, shutters) in the second, flashings (COMPACON) in the
 * third, anything else in "other". See docs/decisions/008-project-points.md.
 */
export function tierCategoryOf(kind: string | undefined): TierCategory {
  switch (kind) {
    case PRODUCT_TYPES.BRAND:
      return TIER_CATEGORIES.FIRST;
    case PRODUCT_TYPES.BRAND_MS:
      return TIER_CATEGORIES.SECOND;
    case PRODUCT_TYPES.COMPACON:
      return TIER_CATEGORIES.THIRD;
    default:
      return TIER_CATEGORIES.OTHER;
  }
}

/**
 * The top-up per product in each category: the `points` of the bracket the company's progress is in, the
 * brackets coming from the catalogue's cache (decision 033). A definition the catalogue does not know
 * adds nothing.
 */
export function tierTopUps(progress: TierProgress, catalogue: Catalogue): Map<number, number> {
  const byCategory = new Map<number, { progress: number; brackets: BracketRow[] }>();
  for (const [definitionId, value] of progress) {
    const tier = catalogue.tiers.get(definitionId);
    if (!tier) continue;
    const entry = byCategory.get(tier.tierCategory) ?? { progress: value, brackets: [] };
    entry.brackets.push(...tier.brackets);
    byCategory.set(tier.tierCategory, entry);
  }
  const topUps = new Map<number, number>();
  for (const [category, entry] of byCategory) {
    const brackets = entry.brackets.sort((a, b) => a.level - b.level);
    // Before the first scan of the year no bracket is reached: the top-up starts with the first level.
    topUps.set(category, bracketFor(entry.progress, brackets).current.points);
  }
  return topUps;
}

export interface PointsTable {
  catalogue: Catalogue;
  regionId: number;
  topUps: ReadonlyMap<number, number>;
}

/** What one product of `type` is worth: `base` from the catalogue, `total` with the tier top-up. */
export function productPoints(table: PointsTable, type: string): { base: number; total: number } {
  const base = table.catalogue.points.get(table.regionId)?.get(type) ?? 0;
  // A type the region's table lacks earns nothing, top-up included: the top-up rewards catalogue products.
  if (base === 0) return { base: 0, total: 0 };
  const topUp = table.topUps.get(tierCategoryOf(table.catalogue.kinds.get(type))) ?? 0;
  return { base, total: base + topUp };
}
