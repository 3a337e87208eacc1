import { DEFAULT_LOCALE, isLocale, type Locale } from '@club/contract';

/** spec 01 §3: the language a country's domain suggests, when the person has not chosen one. */
export const LOCALE_BY_DOMAIN_SUFFIX: Readonly<Record<string, Locale>> = {
  ba: 'bs',
  bg: 'bg',
  cz: 'cs',
  ee: 'et',
  hr: 'hr',
  hu: 'hu',
  it: 'it',
  lt: 'lt',
  lv: 'lv',
  pl: 'pl',
  ro: 'ro',
  rs: 'sr',
  si: 'sl',
  sk: 'sk',
  tr: 'tr',
  ua: 'uk',
};

export function localeFromHostname(hostname: string): Locale | undefined {
  const suffix = hostname.toLowerCase().replace(/\.$/, '').split('.').pop() ?? '';
  return LOCALE_BY_DOMAIN_SUFFIX[suffix];
}

/** The stored choice, else the domain suffix, else English. */
export function detectLocale(stored: string | null, hostname: string): Locale {
  if (stored && isLocale(stored)) return stored;
  return localeFromHostname(hostname) ?? DEFAULT_LOCALE;
}
