import { CLUB_CARD, CLUB_CARD_STATUS, pointsToCurrency, TOP_UP_FAILED_STATUSES } from '@club/contract';

export interface TopUpChoice {
  points: number;
  /** spec 03 §5: what the card is credited with, 1 point = 2 zł. */
  currency: number;
  /** spec 03 §5: an amount above the company's points cannot be chosen. */
  isAffordable: boolean;
}

/** The top-up amounts on offer, smallest first, each with what it is worth and whether the company can pay it. */
export function topUpChoices(amounts: readonly number[], availablePoints: number): TopUpChoice[] {
  return [...new Set(amounts)]
    .filter((points) => Number.isInteger(points) && points > 0)
    .sort((a, b) => a - b)
    .map((points) => ({
      points,
      currency: pointsToCurrency(points),
      isAffordable: points <= availablePoints,
    }));
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/** An amount of złoty as the person's language writes it ("200,00 zł", "PLN 200.00"). */
export function formatCurrency(value: number, locale: string): string {
  let format = currencyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: CLUB_CARD.currency });
    currencyFormats.set(locale, format);
  }
  return format.format(value);
}

export type CardState = 'active' | 'issued' | 'inactive';

/** spec 03 §4: ACTIVE takes top-ups; ISSUED waits for activation in the provider's app; anything else is inactive. */
export function cardState(status: string | null | undefined): CardState {
  if (status === CLUB_CARD_STATUS.ACTIVE) return 'active';
  if (status === CLUB_CARD_STATUS.ISSUED) return 'issued';
  return 'inactive';
}

/** spec 03 §4: REFUSED and REJECTED top-ups open the 'order failed' dialog instead of a badge. */
export function isFailedTopUp(status: string): boolean {
  return (TOP_UP_FAILED_STATUSES as readonly string[]).includes(status);
}
