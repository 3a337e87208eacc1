import { FIELD_MESSAGES, registrationNumberRule, type CountryCode } from '@club/contract';

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

const keysByCountry = new Map<CountryCode, ReadonlyMap<string, string>>();

/**
 * The keys of the messages a wizard step can show (for `translateFieldMessage`): the contract's field
 * messages and the region's registration-number messages (spec 01 §5).
 */
export function registrationFieldKeys(country: CountryCode): ReadonlyMap<string, string> {
  let keys = keysByCountry.get(country);
  if (!keys) {
    const map = new Map(FIELD_KEYS);
    const rule = registrationNumberRule(country);
    for (const field of [rule.first, rule.second]) {
      if (field) map.set(field.message, `registration:registration_numbers.${field.messageKey}`);
    }
    keys = map;
    keysByCountry.set(country, keys);
  }
  return keys;
}
