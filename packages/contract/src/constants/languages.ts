/** spec 01 §3: the 17 locales; ids follow the spec's order. */
export const LANGUAGES = [
  { id: 1, locale: 'bs' },
  { id: 2, locale: 'bg' },
  { id: 3, locale: 'hr' },
  { id: 4, locale: 'cs' },
  { id: 5, locale: 'en' },
  { id: 6, locale: 'et' },
  { id: 7, locale: 'hu' },
  { id: 8, locale: 'it' },
  { id: 9, locale: 'lt' },
  { id: 10, locale: 'lv' },
  { id: 11, locale: 'pl' },
  { id: 12, locale: 'ro' },
  { id: 13, locale: 'sr' },
  { id: 14, locale: 'sk' },
  { id: 15, locale: 'sl' },
  { id: 16, locale: 'tr' },
  { id: 17, locale: 'uk' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageId = Language['id'];
export type Locale = Language['locale'];

export const LOCALES = LANGUAGES.map((l) => l.locale) as Locale[];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: string): value is Locale {
  return (LOCALES as string[]).includes(value);
}

export function languageById(id: number): Language | undefined {
  return LANGUAGES.find((l) => l.id === id);
}

export function languageByLocale(locale: string): Language | undefined {
  return LANGUAGES.find((l) => l.locale === locale);
}
