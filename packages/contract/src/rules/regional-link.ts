import { REGIONAL_LINK_FALLBACK } from '../constants/links';
import type { RegionalLinkKind } from '../constants/links';

/**
 * spec 01 §9: a region's link of a kind, or '#' when the region has none. Generic over the kind so that
 * other per-region link lists (the resources page, spec 02 §2) follow the same rule.
 */
export function regionalLink<K extends string = RegionalLinkKind>(
  linksByRegion: Partial<Record<string, Partial<Record<string, string>>>>,
  regionCode: string,
  kind: K,
): string {
  const url = linksByRegion[regionCode.toUpperCase()]?.[kind]?.trim();
  return url ? url : REGIONAL_LINK_FALLBACK;
}
