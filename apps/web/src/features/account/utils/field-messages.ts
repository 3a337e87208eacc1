import type { TFunction } from 'i18next';
import { FIELD_MESSAGES } from '@club/contract';
import { knownMessageKey } from '@/lib/error-message';

// the contract's messages the profile form can show (spec 02 §5: name and surname have their own)
const KEYS = new Map<string, string>([
  [FIELD_MESSAGES.nameRequired, 'account:edit.errors.name_required'],
  [FIELD_MESSAGES.surnameRequired, 'account:edit.errors.surname_required'],
  [FIELD_MESSAGES.emailRequired, 'account:edit.errors.email_required'],
  [FIELD_MESSAGES.emailInvalid, 'account:edit.errors.email_invalid'],
  [FIELD_MESSAGES.onlyLetters, 'account:edit.errors.only_letters'],
  [FIELD_MESSAGES.tooLong, 'account:edit.errors.too_long'],
]);

/** A form or server field message, translated: the spec's known messages, the contract's, else as sent. */
export function translateProfileMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const known = knownMessageKey(message);
  if (known) return t(`errors:${known}`);
  const key = KEYS.get(message);
  return key ? t(key) : message;
}
