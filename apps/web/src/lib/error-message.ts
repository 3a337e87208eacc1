import type { TFunction } from 'i18next';
import { MESSAGES, type MessageKey } from '@club/contract';
import { isApiError } from './api-error';

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const KEY_BY_MESSAGE = new Map<string, string>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, snakeCase(key)]),
);

/** The `errors` namespace key of one of the spec's known messages (spec 01 §8), if it is one. */
export function knownMessageKey(message: string): string | undefined {
  const key = KEY_BY_MESSAGE.get(message.trim());
  return key ? `messages.${key}` : undefined;
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

/** A field message from a 422 answer: translated when known, otherwise the server's text. */
export function translateFieldMessage(t: TFunction, message: string): string {
  const key = knownMessageKey(message);
  return key ? t(key) : message;
}
