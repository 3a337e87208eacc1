/**
 * The one calendar rule of the club, shared by the server and the apps.
 *
 * Two kinds of time meet in the spec: calendar dates (an installation date, a tier reset day, written
 * `YYYY-MM-DD`) and instants (a project's deadline, a code's expiry). A difference between dates counts
 * calendar days in a time zone, so "tomorrow" is 1 whatever the hour; a deadline counts the days still
 * started before it passes, so 1 minute left is 1 day left and a passed deadline is 0.
 */

export const MS_PER_DAY = 86_400_000;

/** An ISO calendar date, `YYYY-MM-DD`. */
export type IsoDay = string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone (IANA name; UTC when none is given). */
export function isoDay(instant: Date, timeZone = 'UTC'): IsoDay {
  let format = dayFormatters.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, format);
  }
  return format.format(instant);
}

/** The time zone this runtime is set to: the phone's on the apps, the server's on the API. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function dayNumber(day: IsoDay): number {
  const match = ISO_DAY.exec(day.slice(0, 10));
  if (!match) throw new RangeError(`Not an ISO date: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / MS_PER_DAY;
}

/** Whole calendar days from one date to another: 1 for the next day, negative when `to` is earlier. */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  return dayNumber(to) - dayNumber(from);
}

/** Whole calendar days from `now`'s date in `timeZone` to a date; 0 on the day, negative once past. */
export function daysUntilDay(day: IsoDay, now: Date, timeZone = 'UTC'): number {
  return daysBetween(isoDay(now, timeZone), day);
}

/** The date `days` calendar days after a date. */
export function addDays(day: IsoDay, days: number): IsoDay {
  return new Date((dayNumber(day) + days) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Days left before a deadline instant: every started day counts, never below 0 (spec 02 §4 `days_left`). */
export function daysLeftUntil(deadline: Date, now: Date): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / MS_PER_DAY));
}

/** The instant `days` whole days after another: how deadlines are set. */
export function addDaysToInstant(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * MS_PER_DAY);
}
