import { REGIONAL_LINK_FALLBACK } from '../constants/links';
import type { RegionalLinkKind, RegionalLinks } from '../constants/links';

/** spec 01 §9: a region's link of a kind, or '#' when the region has none. */
export function regionalLink(
  linksByRegion: Partial<Record<string, RegionalLinks>>,
  regionCode: string,
  kind: RegionalLinkKind,
): string {
  const url = linksByRegion[regionCode.toUpperCase()]?.[kind]?.trim();
  return url ? url : REGIONAL_LINK_FALLBACK;
}
