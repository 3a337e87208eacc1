import { COUNTRY_CODES, type CountryCode } from '@club/contract';

/** The country a language is mostly spoken in, for the phone select's first choice (spec 01 §2 Login). */
const COUNTRY_BY_LOCALE: Readonly<Record<string, CountryCode>> = {
  bs: 'BA',
  bg: 'BG',
  hr: 'HR',
  cs: 'CZ',
  et: 'EE',
  hu: 'HU',
  it: 'IT',
  lt: 'LT',
  lv: 'LV',
  pl: 'PL',
  ro: 'RO',
  sr: 'RS',
  sk: 'SK',
  sl: 'SI',
  tr: 'TR',
  uk: 'UA',
};

// English has no country of its own among the club's; Poland is the club's first market
const FALLBACK_COUNTRY: CountryCode = 'PL';

const isCountryCode = (value: string): value is CountryCode => COUNTRY_CODES.some((code) => code === value);

const domainCountry = (hostname: string): CountryCode | null => {
  const suffix = hostname.toLowerCase().replace(/\.$/, '').split('.').pop()?.toUpperCase() ?? '';
  return isCountryCode(suffix) ? suffix : null;
};

/** The domain's country first (a .sk address in English is still Slovakia), then the language's. */
export function defaultPhoneCountry(locale: string, hostname: string): CountryCode {
  return domainCountry(hostname) ?? COUNTRY_BY_LOCALE[locale] ?? FALLBACK_COUNTRY;
}

/** A language tag's country (`cs-CZ` → CZ, `en-PL` → PL) or its language's (`sk` → SK), if a club one. */
function countryOfTag(tag: string): CountryCode | null {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag);
  } catch {
    return null;
  }
  const region = locale.region?.toUpperCase() ?? '';
  if (isCountryCode(region)) return region;
  // a region outside the club (en-GB, de-AT) says nothing about which club country it is
  if (region) return null;
  return COUNTRY_BY_LOCALE[locale.language] ?? null;
}

/**
 * spec 01 §2 step 0: the registration country, when the phone tells it: the domain's country, else the
 * first browser language naming a club country (navigator.languages, in the person's order). English
 * alone, or a country outside the club, tells nothing: then nothing is preselected and the person is asked.
 */
export function inferCountry(hostname: string, languages: readonly string[]): CountryCode | null {
  const fromDomain = domainCountry(hostname);
  if (fromDomain) return fromDomain;
  for (const tag of languages) {
    const country = countryOfTag(tag);
    if (country) return country;
  }
  return null;
}
