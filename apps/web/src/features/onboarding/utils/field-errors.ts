import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';
import { translateFieldMessage } from '@/lib/error-message';

/**
 * spec 01 §5, §8: every message of a 422's field-to-messages object, translated where known; any other
 * failure, or a 422 without a body, is the generic message. `t` must know the `errors` namespace.
 */
export function errorMessages(t: TFunction, error: unknown): string[] {
  const fieldErrors = isApiError(error) && error.status === 422 ? error.errors : undefined;
  if (!fieldErrors) return [t('errors:messages.something_went_wrong')];
  return Object.values(fieldErrors)
    .flat()
    .map((message) => translateFieldMessage(t, message));
}
