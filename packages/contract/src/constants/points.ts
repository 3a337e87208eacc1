/** spec 01 §9: points display forms (the web uses its locale's plural rules; these are the English ones). */
export const POINTS_PLURAL_FORMS = { one: '# point', other: '# points' } as const;

/** spec 03 §3, ARCHITECTURE §5: kinds of points history entries. */
export const POINTS_VARIATIONS = ['positive', 'negative', 'reserved', 'expired'] as const;
export type PointsVariation = (typeof POINTS_VARIATIONS)[number];

/** spec 01 §9: when the points-to-expire notice may show. */
export const POINTS_EXPIRY_NOTICE = {
  /** Month index (0 = January) from which the notice shows: October. */
  fromMonthIndex: 9,
  /** The notice shows again once the last sighting is at least this many months old. */
  minMonthsSinceSeen: 6,
  /** Last-seen date assumed when options.expPtsSeen is missing. */
  defaultLastSeen: '2024-01-01',
} as const;

/** ARCHITECTURE §5: points earned in year Y expire at the end of year Y + 1. */
export const POINTS_EXPIRE_AFTER_YEARS = 1;
