import type { TFunction } from 'i18next';
import { FIELD_MESSAGES, registrationNumberRule, type CountryCode } from '@club/contract';
import { knownMessageKey } from '@/lib/error-message';

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

// the contract's field messages the wizard can show; spec 01 §8 known ones are in the errors namespace
const WIZARD_FIELD_MESSAGES = [
  'required',
  'nameRequired',
  'surnameRequired',
  'emailRequired',
  'emailInvalid',
  'phoneRequired',
  'onlyLetters',
  'regionRequired',
  'languageRequired',
  'companyNameRequired',
  'addressRequired',
  'houseNumberRequired',
  'postalCodeRequired',
  'cityRequired',
  'surveyResponseInvalid',
  'tooLong',
] as const satisfies readonly (keyof typeof FIELD_MESSAGES)[];

const FIELD_KEYS = new Map<string, string>(
  WIZARD_FIELD_MESSAGES.map((key) => [FIELD_MESSAGES[key], `registration:field_errors.${snakeCase(key)}`]),
);

/**
 * A field message of a step schema or of the server, translated: the spec's known messages, the region's
 * registration-number messages (spec 01 §5), the contract's field messages, else the server's own text.
 */
export function translateFieldMessage(
  t: TFunction,
  message: string | undefined,
  country: CountryCode,
): string | undefined {
  if (!message) return undefined;
  const known = knownMessageKey(message);
  if (known) return t(`errors:${known}`);
  const rule = registrationNumberRule(country);
  for (const field of [rule.first, rule.second]) {
    if (field?.message === message) return t(`registration:registration_numbers.${field.messageKey}`);
  }
  const key = FIELD_KEYS.get(message);
  return key ? t(key) : message;
}
