/**
 * Dates and numbers as the person's language (`i18n.language`) writes them ("22 Nov 2026", "1 234"), on `Intl`. Formatters
 * are costly to build, so each locale-and-style pair is built once.
 */

type DateStyle = 'medium' | 'long';
type DateInput = Date | string | number;

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${options.dateStyle ?? ''}|${options.timeStyle ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A date: `medium` in lists ("22 Nov 2026"), `long` in sentences and articles ("22 November 2026"). */
export function formatDate(value: DateInput, locale: string, dateStyle: DateStyle = 'medium'): string {
  return dateFormat(locale, { dateStyle }).format(new Date(value));
}

/**
 * A calendar day the server sends as `YYYY-MM-DD` (an installation day), on that day wherever the phone
 * is: `new Date('2026-11-25')` is midnight UTC, the evening before west of Greenwich.
 */
export function formatDay(isoDay: string, locale: string, dateStyle: DateStyle = 'long'): string {
  const [year = 1970, month = 1, day = 1] = isoDay.split('-').map(Number);
  return dateFormat(locale, { dateStyle }).format(new Date(year, month - 1, day));
}

/** A date with its time ("22 Nov 2026, 14:05"). */
export function formatDateTime(value: DateInput, locale: string): string {
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

/** A number with the language's grouping ("12 345", "12,345"). */
export function formatNumber(value: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}
