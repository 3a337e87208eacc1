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

/** The domain's country first (a .sk address in English is still Slovakia), then the language's. */
export function defaultPhoneCountry(locale: string, hostname: string): CountryCode {
  const suffix = hostname.toLowerCase().replace(/\.$/, '').split('.').pop()?.toUpperCase() ?? '';
  if (isCountryCode(suffix)) return suffix;
  return COUNTRY_BY_LOCALE[locale] ?? FALLBACK_COUNTRY;
}
