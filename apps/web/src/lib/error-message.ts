import type { TFunction } from 'i18next';
import { FIELD_MESSAGES, MESSAGES, type MessageKey } from '@club/contract';
import { isApiError } from './api-error';

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const KEY_BY_MESSAGE = new Map<string, string>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, snakeCase(key)]),
);

// Field messages any form can receive from the server, whatever its feature (the `errors` namespace).
const SHARED_FIELD_KEYS = new Map<string, string>([
  [FIELD_MESSAGES.controlCharacters, 'fields.control_characters'],
]);

/** The `errors` namespace key of one of the spec's known messages (spec 01 §8), if it is one. */
export function knownMessageKey(message: string): string | undefined {
  const trimmed = message.trim();
  const key = KEY_BY_MESSAGE.get(trimmed);
  return key ? `messages.${key}` : SHARED_FIELD_KEYS.get(trimmed);
}

/** Keys to try, best first: the known message, then the error code, then the generic message. */
export function errorMessageKeys(error: unknown): string[] {
  const keys: string[] = [];
  if (isApiError(error)) {
    const messageKey = knownMessageKey(error.message);
    if (messageKey) keys.push(messageKey);
    if (error.code) keys.push(`codes.${error.code}`);
  }
  keys.push('messages.something_went_wrong');
  return keys;
}

/** Translates a failed call for the person; `t` must be bound to the `errors` namespace. */
export function translateError(t: TFunction, error: unknown): string {
  return t(errorMessageKeys(error));
}

export interface FieldMessageOptions {
  /** The feature's keys for the contract's field messages it can show (`FIELD_MESSAGES` text → i18n key). */
  keys?: ReadonlyMap<string, string>;
  /** The key for any other message; without it, the message is shown as written. */
  fallbackKey?: string;
}

/**
 * The one translator of field messages, a form schema's or a 422 answer's: the spec's known messages
 * (spec 01 §8, `errors` namespace), then the feature's `keys`, else `fallbackKey` or the text as written.
 */
export function translateFieldMessage(t: TFunction, message: string, options?: FieldMessageOptions): string;
export function translateFieldMessage(
  t: TFunction,
  message: string | undefined,
  options?: FieldMessageOptions,
): string | undefined;
export function translateFieldMessage(
  t: TFunction,
  message: string | undefined,
  { keys, fallbackKey }: FieldMessageOptions = {},
): string | undefined {
  if (!message) return undefined;
  const known = knownMessageKey(message);
  if (known) return t(`errors:${known}`);
  const key = keys?.get(message) ?? fallbackKey;
  return key ? t(key) : message;
}
