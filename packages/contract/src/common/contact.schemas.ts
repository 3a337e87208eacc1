import { z } from 'zod';
import { ACCOUNT_LIMITS } from '../constants/limits';
import { FIELD_MESSAGES } from '../constants/messages';
import { phoneDigits } from '../rules/phone';
import { cleanRegistrationNumber } from '../rules/registration-number';
import { requiredText } from './common.schemas';

/** spec 01 §5: trimmed and lower-cased, so that uniqueness ignores case. */
export const EmailSchema = z
  .string({ error: FIELD_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: FIELD_MESSAGES.emailRequired, abort: true })
  .max(ACCOUNT_LIMITS.emailMaxLength, FIELD_MESSAGES.tooLong)
  .toLowerCase()
  .pipe(z.email({ error: FIELD_MESSAGES.emailInvalid }));

/**
 * spec 01 §5: the national number, 5 or more digits (typed separators dropped). Whether it is valid for the
 * country is checked by the apps with libphonenumber-js; a test number (ten nines) passes here as well.
 */
export const PhoneSchema = z
  .string({ error: FIELD_MESSAGES.phoneRequired })
  .overwrite(phoneDigits)
  .min(1, { error: FIELD_MESSAGES.phoneRequired, abort: true })
  .regex(
    new RegExp(`^\\d{${ACCOUNT_LIMITS.phoneMinDigits},${ACCOUNT_LIMITS.phoneMaxDigits}}$`),
    FIELD_MESSAGES.phoneInvalid,
  );

// Letters of any script, with the spaces, hyphens, apostrophes and dots that names carry.
const PERSON_NAME = /^[\p{L}\p{M}\s'’.-]+$/u;

/** spec 01 §5, spec 03 §5: names and surnames hold letters only. */
export const personName = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(ACCOUNT_LIMITS.nameMaxLength, FIELD_MESSAGES.tooLong)
    .regex(PERSON_NAME, FIELD_MESSAGES.onlyLetters);

/** spec 01 §5: a city must not contain digits. */
export const CitySchema = requiredText(FIELD_MESSAGES.cityRequired).regex(
  /^\D*$/,
  FIELD_MESSAGES.onlyLetters,
);

/** spec 01 §5: a postal code must not contain letters. */
export const PostalCodeSchema = requiredText(FIELD_MESSAGES.postalCodeRequired, 20).regex(
  /^[^\p{L}]*$/u,
  FIELD_MESSAGES.lettersNotAllowed,
);

/** spec 01 §5: registration numbers lose their spaces; whether one is required depends on the region. */
export const RegistrationNumberSchema = z
  .string()
  .overwrite(cleanRegistrationNumber)
  .max(ACCOUNT_LIMITS.registrationNumberMaxLength, FIELD_MESSAGES.tooLong);
