import { describe, expect, it } from 'vitest';
import { addDays, addDaysToInstant, daysBetween, daysLeftUntil, daysUntilDay, isoDay } from './calendar';

describe('calendar dates', () => {
  it('counts whole calendar days between dates, across months, leap days and years', () => {
    expect(daysBetween('2026-11-25', '2026-11-26')).toBe(1);
    expect(daysBetween('2026-11-26', '2026-11-25')).toBe(-1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('takes today in the given time zone, so tomorrow is 1 at any hour', () => {
    const lateEvening = new Date('2026-11-25T23:30:00Z');
    expect(daysUntilDay('2026-11-26', lateEvening, 'UTC')).toBe(1);
    // 00:30 in Warsaw (UTC+1 in November) is already the 26th
    expect(daysUntilDay('2026-11-26', lateEvening, 'Europe/Warsaw')).toBe(0);
    expect(daysUntilDay('2026-11-24', lateEvening, 'UTC')).toBe(-1);
  });

  it('writes the date of an instant in a time zone', () => {
    expect(isoDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-06-30');
    expect(isoDay(new Date('2026-06-30T23:30:00Z'), 'Europe/Istanbul')).toBe('2026-07-01');
  });

  it('adds days to a date', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('refuses what is not a date', () => {
    expect(() => daysBetween('25.11.2026', '2026-11-26')).toThrow(RangeError);
  });
});

describe('deadlines', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('counts every started day and never goes below 0', () => {
    expect(daysLeftUntil(new Date('2026-11-25T12:01:00Z'), now)).toBe(1);
    expect(daysLeftUntil(new Date('2026-11-26T12:00:00Z'), now)).toBe(1);
    expect(daysLeftUntil(new Date('2026-11-26T12:00:01Z'), now)).toBe(2);
    expect(daysLeftUntil(new Date('2026-11-20T00:00:00Z'), now)).toBe(0);
  });

  it('sets a deadline whole days ahead', () => {
    expect(addDaysToInstant(now, 60).toISOString()).toBe('2027-01-24T12:00:00.000Z');
    expect(daysLeftUntil(addDaysToInstant(now, 60), now)).toBe(60);
  });
});
