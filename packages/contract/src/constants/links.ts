/** spec 01 §9, spec 02 §2: regional links (menu documents, terms checkboxes) and their fallback. */
export const REGIONAL_LINK_KINDS = ['terms', 'commercialRules', 'privacy'] as const;
export type RegionalLinkKind = (typeof REGIONAL_LINK_KINDS)[number];

/** spec 01 §9: a region without a link of a kind gets this. */
export const REGIONAL_LINK_FALLBACK = '#';

/** Links of one region; the values come from the region's configuration. */
export type RegionalLinks = Partial<Record<RegionalLinkKind, string>>;
