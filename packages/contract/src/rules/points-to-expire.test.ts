import { describe, expect, it } from 'vitest';
import { shouldShowPointsToExpire } from './points-to-expire';

const oct1 = new Date(2025, 9, 1, 8, 0);

describe('shouldShowPointsToExpire', () => {
  it('shows from October with points to expire and the default last-seen date', () => {
    expect(shouldShowPointsToExpire({ now: oct1, toExpire: 120 })).toBe(true);
    expect(shouldShowPointsToExpire({ now: new Date(2025, 11, 31, 23, 59), toExpire: 1 })).toBe(true);
  });

  it('never shows before October', () => {
    expect(shouldShowPointsToExpire({ now: new Date(2025, 8, 30, 23, 59), toExpire: 120 })).toBe(false);
    expect(shouldShowPointsToExpire({ now: new Date(2025, 0, 15), toExpire: 120 })).toBe(false);
  });

  it('needs points to expire', () => {
    expect(shouldShowPointsToExpire({ now: oct1, toExpire: 0 })).toBe(false);
    expect(shouldShowPointsToExpire({ now: oct1, toExpire: -5 })).toBe(false);
    expect(shouldShowPointsToExpire({ now: oct1, toExpire: Number.NaN })).toBe(false);
  });

  it('shows again only when the last sighting is at least 6 months old', () => {
    expect(shouldShowPointsToExpire({ now: oct1, toExpire: 10, lastSeen: new Date(2025, 3, 1, 8, 0) })).toBe(
      true,
    );
    expect(shouldShowPointsToExpire({ now: oct1, toExpire: 10, lastSeen: new Date(2025, 3, 1, 8, 1) })).toBe(
      false,
    );
    expect(shouldShowPointsToExpire({ now: oct1, toExpire: 10, lastSeen: new Date(2025, 9, 1) })).toBe(false);
  });

  it('reads the stored ISO string and falls back to 2024-01-01 on a bad one', () => {
    expect(shouldShowPointsToExpire({ now: oct1, toExpire: 10, lastSeen: '2025-09-20T10:00:00Z' })).toBe(
      false,
    );
    expect(shouldShowPointsToExpire({ now: oct1, toExpire: 10, lastSeen: 'not a date' })).toBe(true);
    expect(shouldShowPointsToExpire({ now: oct1, toExpire: 10, lastSeen: null })).toBe(true);
  });

  it('applies the default date literally: October 2024 is more than 6 months after it', () => {
    expect(shouldShowPointsToExpire({ now: new Date(2024, 9, 1), toExpire: 10 })).toBe(true);
  });
});
