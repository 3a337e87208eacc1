import { isValidPhoneNumber, parsePhoneNumber } from 'libphonenumber-js/min';
import { isTestPhoneBypass, PHONE_COUNTRY_CODES, phoneDigits, type CountryCode } from '@club/contract';

// kept apart so that screens needing only the default country do not load the phone-number metadata
export { defaultPhoneCountry } from './default-country';

/** spec 01 §5: valid for the chosen country; the ten-nines test numbers pass without the check. */
export function isValidNationalNumber(value: string, country: CountryCode): boolean {
  const digits = phoneDigits(value);
  return isTestPhoneBypass(digits) || isValidPhoneNumber(digits, country);
}

/** The national number to send: a typed trunk prefix (the 0 of HR, BA…) is dropped by the parser. */
export function nationalNumber(value: string, country: CountryCode): string {
  const digits = phoneDigits(value);
  if (isTestPhoneBypass(digits)) return digits;
  try {
    return parsePhoneNumber(digits, country).nationalNumber;
  } catch {
    return digits;
  }
}

/**
 * The number as people read it across borders: "+48 501 234 567". A number the metadata cannot format
 * (the test numbers) keeps its digits after the country code.
 */
export function internationalNumber(national: string, country: CountryCode): string {
  const digits = phoneDigits(national);
  try {
    const number = parsePhoneNumber(digits, country);
    if (number.isValid()) return number.formatInternational();
  } catch {
    // not a number of the country: shown as typed, after its country code
  }
  return `${PHONE_COUNTRY_CODES[country]} ${digits}`;
}
