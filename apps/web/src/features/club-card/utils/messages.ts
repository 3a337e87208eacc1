import type { TFunction } from 'i18next';
import { CLUB_CARD_ERROR_CODES, CLUB_CARD_MESSAGES, FIELD_MESSAGES } from '@club/contract';
import { isApiError } from '@/lib/api-error';
import { translateError, translateFieldMessage } from '@/lib/error-message';

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const SHOWN_MESSAGES = [
  'csnConfirmRequired',
  'serialRequired',
  'serialInvalid',
  'cardNotFound',
  'serialTaken',
  'regionNotEligible',
  'notEnoughScans',
  'alreadyOrdered',
  'noCardOrdered',
  'alreadyVerified',
  'cardNotActive',
  'amountNotOffered',
  'termsRequired',
  'notEnoughPoints',
  'providerUnavailable',
] as const satisfies readonly (keyof typeof CLUB_CARD_MESSAGES)[];

const SHOWN_FIELD_MESSAGES = [
  'nameRequired',
  'surnameRequired',
  'emailInvalid',
  'phoneRequired',
  'companyNameRequired',
  'addressRequired',
  'houseNumberRequired',
  'postalCodeRequired',
  'cityRequired',
  'tooLong',
  'required',
] as const satisfies readonly (keyof typeof FIELD_MESSAGES)[];

/** The club card's messages (the contract's English texts) → their `club_card` keys. */
export const CLUB_CARD_MESSAGE_KEYS: ReadonlyMap<string, string> = new Map([
  ...SHOWN_MESSAGES.map((key) => [CLUB_CARD_MESSAGES[key], `club_card:messages.${snakeCase(key)}`] as const),
  ...SHOWN_FIELD_MESSAGES.map(
    (key) => [FIELD_MESSAGES[key], `club_card:messages.${snakeCase(key)}`] as const,
  ),
]);

const CODE_KEYS: ReadonlyMap<string, string> = new Map([
  [CLUB_CARD_ERROR_CODES.regionNotEligible, 'club_card:messages.region_not_eligible'],
  [CLUB_CARD_ERROR_CODES.notEnoughScans, 'club_card:messages.not_enough_scans'],
  [CLUB_CARD_ERROR_CODES.alreadyOrdered, 'club_card:messages.already_ordered'],
  [CLUB_CARD_ERROR_CODES.noCardOrdered, 'club_card:messages.no_card_ordered'],
  [CLUB_CARD_ERROR_CODES.alreadyVerified, 'club_card:messages.already_verified'],
  [CLUB_CARD_ERROR_CODES.cardNotActive, 'club_card:messages.card_not_active'],
  [CLUB_CARD_ERROR_CODES.providerUnavailable, 'club_card:messages.provider_unavailable'],
]);

/** A field's message, from the form's schema or the server's 422, in the person's language. */
export function clubCardFieldMessage(t: TFunction, message: string | undefined): string | undefined {
  return translateFieldMessage(t, message, { keys: CLUB_CARD_MESSAGE_KEYS });
}

/**
 * A failed club card call: the club card's own messages and codes first (`t` knows `club_card`), then the
 * shared ones (`tErrors`, bound to `errors`).
 */
export function clubCardError(t: TFunction, tErrors: TFunction, error: unknown): string {
  if (isApiError(error)) {
    const key = CLUB_CARD_MESSAGE_KEYS.get(error.message.trim()) ?? CODE_KEYS.get(error.code ?? '');
    if (key) return t(key);
  }
  return translateError(tErrors, error);
}
