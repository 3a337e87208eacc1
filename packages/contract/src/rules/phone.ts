import { TEST_PHONE_BYPASS } from '../constants/accounts';

const TEST_NUMBER = new RegExp(
  `^9{${TEST_PHONE_BYPASS.nines}}\\d{${TEST_PHONE_BYPASS.length - TEST_PHONE_BYPASS.nines}}$`,
);

/**
 * spec 01 §5, spec 03 §5: a 12-character number starting with ten nines is a test number, accepted without
 * the per-country check (the apps do that check with libphonenumber-js).
 */
export function isTestPhoneBypass(value: string): boolean {
  return TEST_NUMBER.test(value.trim());
}

/** Digits of a typed national number: spaces, dashes, dots and brackets dropped. */
export function phoneDigits(value: string): string {
  return value.replace(/[\s\-.()]/g, '');
}
