import { describe, expect, it } from 'vitest';
import { hammingDistance, hashBands } from '../../lib/photo-hash';
import { median, scanRate } from './review-signals';

describe('the scan-rate signal (decision 017)', () => {
  it('takes the median of the active days only', () => {
    expect(median([])).toBe(0);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('compares the day with the 90 days before it, not with itself nor older days', () => {
    const days = new Map([
      ['2026-01-01', 50], // more than 90 days before: left out
      ['2026-05-01', 2],
      ['2026-05-10', 3],
      ['2026-05-20', 2],
      ['2026-06-01', 12],
    ]);
    expect(scanRate(days, '2026-06-01')).toEqual({ day: '2026-06-01', count: 12, median: 2, flagged: true });
    // 9 scans is below the floor of 10, however small the median
    expect(scanRate(new Map([['2026-06-01', 9]]), '2026-06-01').flagged).toBe(false);
    // three times the median is usual enough
    expect(scanRate(new Map([...days, ['2026-06-01', 6]]), '2026-06-01').flagged).toBe(false);
  });
});

describe('the photo hash bands', () => {
  it('share a band between any two hashes within the distance', () => {
    const base = 0x5a3c_9f01_7e22_c4b1n;
    // flip 6 bits spread over the hash: at least one band stays the same
    const flipped = base ^ (1n | (1n << 11n) | (1n << 22n) | (1n << 33n) | (1n << 44n) | (1n << 55n));
    expect(hammingDistance(base, flipped)).toBe(6);
    const shared = hashBands(base).filter((band) => hashBands(flipped).includes(band));
    expect(shared.length).toBeGreaterThan(0);
  });

  it('gives none to a picture without detail', () => {
    expect(hashBands(0n)).toEqual([]);
    expect(hashBands(-1n)).toEqual([]);
  });
});
