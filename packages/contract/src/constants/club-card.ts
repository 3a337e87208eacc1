import type { CountryCode } from './regions';
import type { StatusTone } from './orders';

/** spec 03 §3, §4: card statuses seen; any other status counts as inactive. */
export const CLUB_CARD_STATUS = { ISSUED: 'ISSUED', ACTIVE: 'ACTIVE' } as const;
export type ClubCardStatus = (typeof CLUB_CARD_STATUS)[keyof typeof CLUB_CARD_STATUS];

/** spec 03 §3: top-up (card history) statuses. */
export const TOP_UP_STATUS = {
  SUCCEEDED: 'SUCCEEDED',
  PENDING: 'PENDING',
  REFUSED: 'REFUSED',
  REJECTED: 'REJECTED',
} as const;
export type TopUpStatus = (typeof TOP_UP_STATUS)[keyof typeof TOP_UP_STATUS];

/** spec 03 §4: REFUSED and REJECTED show the 'order failed' dialog instead of a badge. */
export const TOP_UP_FAILED_STATUSES = [
  TOP_UP_STATUS.REFUSED,
  TOP_UP_STATUS.REJECTED,
] as const satisfies readonly TopUpStatus[];

export const TOP_UP_STATUS_TONES: Record<TopUpStatus, StatusTone> = {
  SUCCEEDED: 'positive',
  PENDING: 'warning',
  REFUSED: 'info',
  REJECTED: 'info',
};

/*
 * spec 03 §6: the club card is offered in one region only; 1 point = 2 zł (spec 03 §5) makes it the
 * Polish one.
 */
export const CLUB_CARD_REGION = 'PL' as const satisfies CountryCode;

export const CLUB_CARD = {
  /** spec 03 §5: ordering needs at least this many scanned windows this year. */
  minScansThisYear: 10,
  /** spec 03 §5: 1 point = 2 zł. */
  currencyPerPoint: 2,
  currency: 'PLN',
  /** spec 03 §4: top-ups are credited within this many working days. */
  creditWorkingDays: 3,
  /** spec 03 §2: the card serial number hint says 10 digits (no format check). */
  serialNumberHintDigits: 10,
  /** spec 03 §5: the top-up address house number is fixed. */
  topUpHouseNumber: '1',
} as const;

export const pointsToCurrency = (points: number): number => points * CLUB_CARD.currencyPerPoint;
