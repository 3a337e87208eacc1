import type { TFunction } from 'i18next';
import { ERROR_CODES, FIELD_MESSAGES } from '@club/contract';
import { isApiError } from '@/lib/api-error';

// the contract's field messages that the sign-in forms can show, and their keys in the auth namespace
export const AUTH_FIELD_KEYS: ReadonlyMap<string, string> = new Map([
  [FIELD_MESSAGES.emailRequired, 'auth:field_errors.email_required'],
  [FIELD_MESSAGES.emailInvalid, 'auth:field_errors.email_invalid'],
  [FIELD_MESSAGES.phoneRequired, 'auth:field_errors.phone_required'],
  [FIELD_MESSAGES.codeInvalid, 'auth:field_errors.code_invalid'],
]);

const GENERIC = 'errors:messages.something_went_wrong';

/** How the sign-in forms translate their field messages: any message they do not know is the generic one. */
export const AUTH_FIELD_MESSAGES = { keys: AUTH_FIELD_KEYS, fallbackKey: GENERIC } as const;

/** spec 01 §2: 5:00 rather than 300 s, for the 15-minute lock (ARCHITECTURE §4). */
export function formatWait(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

function rateLimitMessage(t: TFunction, error: unknown): string {
  const wait = isApiError(error) ? error.retryAfterSeconds : undefined;
  return wait ? t('auth:login.rate_limited', { wait: formatWait(wait) }) : t('errors:codes.rate_limited');
}

/** spec 01 §8: login 404 → 'user not found' (or the account is inactive), 429 → the wait, anything else → the generic message. */
export function loginErrorMessage(t: TFunction, error: unknown): string {
  const status = isApiError(error) ? error.status : undefined;
  // spec 01 §4: a deactivated account or company (terms declined) is told why it cannot sign in
  if (status === 404 && isApiError(error) && error.code === ERROR_CODES.accountInactive) {
    return t('errors:codes.account_inactive');
  }
  if (status === 404) return t('errors:messages.user_not_found');
  if (status === 429) return rateLimitMessage(t, error);
  return t(GENERIC);
}

/** spec 01 §8: other verify errors than 406 show the generic message; a rate limit says how long to wait. */
export function verifyErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.status === 429) return rateLimitMessage(t, error);
  return t(GENERIC);
}
