import type { Locale } from '@club/contract';

/** Each language in its own name, so that a person finds theirs whatever the current language. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  bs: 'Bosanski',
  bg: 'Български',
  hr: 'Hrvatski',
  cs: 'Čeština',
  en: 'English',
  et: 'Eesti',
  hu: 'Magyar',
  it: 'Italiano',
  lt: 'Lietuvių',
  lv: 'Latviešu',
  pl: 'Polski',
  ro: 'Română',
  sr: 'Srpski',
  sk: 'Slovenčina',
  sl: 'Slovenščina',
  tr: 'Türkçe',
  uk: 'Українська',
};
