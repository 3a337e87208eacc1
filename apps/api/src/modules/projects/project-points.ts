import { PRODUCT_TYPES, TIER_CATEGORIES, type TierCategory } from '@club/contract';
import type { Catalogue } from '../catalogue/catalogue.service';
import { bracketFor } from '../tiers/tiers.service';
import type { TierLevelRow } from '../tiers/tiers.repository';

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

/** A company's tier progress as its reads give it: `[tier definition id, progress]` per definition. */
export type TierProgress = readonly (readonly [definitionId: number, progress: number])[];

/**
 * The company's tier levels (as `listLevels` reads them) from its progress and the catalogue's brackets,
 * in category and level order; a definition the catalogue does not know adds nothing.
 */
export function tierLevelsOf(progress: TierProgress, catalogue: Catalogue): TierLevelRow[] {
  const levels: TierLevelRow[] = [];
  for (const [definitionId, value] of progress) {
    const tier = catalogue.tiers.get(definitionId);
    if (!tier) continue;
    for (const bracket of tier.brackets) {
      levels.push({ ...bracket, tierCategory: tier.tierCategory, progress: value });
    }
  }
  return levels.sort((a, b) => a.tierCategory - b.tierCategory || a.level - b.level);
}

/** The top-up per product in each category: the `points` of the bracket the company's progress is in. */
export function tierTopUps(levels: readonly TierLevelRow[]): Map<number, number> {
  const byCategory = new Map<number, TierLevelRow[]>();
  for (const row of levels) {
    const list = byCategory.get(row.tierCategory) ?? [];
    list.push(row);
    byCategory.set(row.tierCategory, list);
  }
  const topUps = new Map<number, number>();
  for (const [category, brackets] of byCategory) {
    const progress = brackets[0]?.progress ?? 0;
    // Before the first scan of the year no bracket is reached: the top-up starts with the first level.
    topUps.set(category, bracketFor(progress, brackets).current.points);
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
