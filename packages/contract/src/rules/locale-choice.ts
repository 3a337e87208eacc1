import { DEFAULT_LOCALE, isLocale, type Locale } from '../constants/languages';

/**
 * The cookie that mirrors the language chosen in the settings (the app keeps it under the `lang` storage key
 * too), so that the server and the service worker can answer a page load in that language.
 */
export const LANGUAGE_COOKIE = 'lang';

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

/**
 * The first of the browser's languages (`navigator.languages`, or Accept-Language in order of preference)
 * that the app speaks, by its primary subtag: `pl-PL` is Polish, `sr-Latn-RS` Serbian.
 */
export function localeFromPreferences(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/, 1)[0] ?? '';
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

export interface LocaleHints {
  /** The language chosen in the settings, as stored; ignored when it is not one of the 17. */
  saved?: string | null;
  hostname?: string;
  /** The browser's languages, most wanted first. */
  preferred?: readonly string[];
}

/**
 * spec 01 §3: the saved choice, else the domain suffix's language, else the first of the browser's languages
 * that the app speaks, else English. The app, the server (for the HTML it renders ahead) and the service
 * worker all follow this one rule, so that the first screen and the app agree.
 */
export function chooseLocale({ saved, hostname = '', preferred = [] }: LocaleHints): Locale {
  if (saved && isLocale(saved)) return saved;
  return localeFromHostname(hostname) ?? localeFromPreferences(preferred) ?? DEFAULT_LOCALE;
}
