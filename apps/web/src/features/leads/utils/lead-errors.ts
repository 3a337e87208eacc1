import type { TFunction } from 'i18next';
import { LEAD_MESSAGES, isApiError } from '@club/contract';
import { translateError } from '@/lib/error-message';

const KEY_BY_MESSAGE = new Map<string, string>([
  [LEAD_MESSAGES.moveNotAllowed, 'errors.move_not_allowed'],
  [LEAD_MESSAGES.installationDateRequired, 'errors.date_required'],
  [LEAD_MESSAGES.installationDatePast, 'errors.date_past'],
  [LEAD_MESSAGES.leadNotOpen, 'errors.not_open'],
]);

/**
 * A refused lead call in the person's language: the leads' own messages (as the answer's message or as a
 * field's first message), else the app's shared error texts. `t` is bound to `leads`, `tErrors` to `errors`.
 */
export function leadErrorMessage(t: TFunction, tErrors: TFunction, error: unknown): string {
  if (isApiError(error)) {
    const candidates = [error.message, ...Object.values(error.errors ?? {}).flat()];
    for (const message of candidates) {
      const key = KEY_BY_MESSAGE.get(message);
      if (key) return t(key);
    }
  }
  return translateError(tErrors, error);
}
