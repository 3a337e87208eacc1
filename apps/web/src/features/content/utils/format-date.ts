/** A content date as the person's language writes it ("22 November 2026", "22. listopadu 2026"). */
export function formatContentDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
}
