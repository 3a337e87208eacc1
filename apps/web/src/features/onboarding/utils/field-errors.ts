import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';
import { knownMessageKey } from '@/lib/error-message';

/** A server message: the spec's known ones translated (spec 01 §8), any other shown as the server wrote it. */
export function translateServerMessage(t: TFunction, message: string): string {
  const key = knownMessageKey(message);
  return key ? t(`errors:${key}`) : message;
}

/**
 * spec 01 §5, §8: every message of a 422's field-to-messages object, translated where known; any other
 * failure, or a 422 without a body, is the generic message. `t` must know the `errors` namespace.
 */
export function errorMessages(t: TFunction, error: unknown): string[] {
  const fieldErrors = isApiError(error) && error.status === 422 ? error.errors : undefined;
  if (!fieldErrors) return [t('errors:messages.something_went_wrong')];
  return Object.values(fieldErrors)
    .flat()
    .map((message) => translateServerMessage(t, message));
}
