import { POINTS_EXPIRY_NOTICE } from '../constants/points';

export interface PointsToExpireInput {
  now: Date;
  /** points.to_expire of the points summary. */
  toExpire: number;
  /** options.expPtsSeen: when the user last dismissed the notice. */
  lastSeen?: Date | string | null;
}

function toDate(value: Date | string | null | undefined): Date {
  const date = value instanceof Date ? value : value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : new Date(POINTS_EXPIRY_NOTICE.defaultLastSeen);
}

/**
 * spec 01 §9: the points-to-expire notice shows from October on, when there are points to expire, and
 * when it was last seen at least 6 months ago (never seen counts as 2024-01-01; an unreadable date too).
 */
export function shouldShowPointsToExpire({ now, toExpire, lastSeen }: PointsToExpireInput): boolean {
  if (!(toExpire > 0)) return false;
  if (now.getMonth() < POINTS_EXPIRY_NOTICE.fromMonthIndex) return false;
  const threshold = new Date(now);
  threshold.setMonth(threshold.getMonth() - POINTS_EXPIRY_NOTICE.minMonthsSinceSeen);
  return toDate(lastSeen).getTime() <= threshold.getTime();
}
