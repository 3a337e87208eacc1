/** spec 01 §9, spec 03 §4: the `to` of the top bracket; progress on it shows 100 %. */
export const TIER_MAX_BRACKET_TO = 32767;

/** spec 01 §9: a bracket without `from` counts from 1. */
export const TIER_BRACKET_DEFAULT_FROM = 1;

/** spec 01 §9: tier category ids; their names are not shown, the keys are ours. */
export const TIER_CATEGORIES = { FIRST: 1, SECOND: 2, THIRD: 3, OTHER: 99 } as const;
export type TierCategory = (typeof TIER_CATEGORIES)[keyof typeof TIER_CATEGORIES];
export const TIER_CATEGORY_IDS = Object.values(TIER_CATEGORIES) as TierCategory[];

/** ARCHITECTURE §5: tiers reset on 1 January unless a region says otherwise (month-day). */
export const TIER_DEFAULT_RESET = '01-01';
