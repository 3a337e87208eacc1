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

const two = (n: number) => String(n).padStart(2, '0');

/** A wait as a clock counts it: 0:58, 15:00, and 2:05:00 past an hour (the daily cap of codes). */
export function formatWait(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}

/**
 * The wait a refusal asks for, in seconds, when the person can do something once it is over: a 429 with
 * Retry-After. The SMS budget's wait (until the next day) is not one: the e-mail path works now.
 */
export function refusalWait(error: unknown): number | undefined {
  if (!isApiError(error) || error.status !== 429 || error.code === ERROR_CODES.smsUnavailable)
    return undefined;
  return error.retryAfterSeconds;
}

/** The 429 answers of a code request, each with the wait left (`secondsLeft`, counted down by the caller). */
function rateLimitMessage(t: TFunction, error: unknown, secondsLeft: number | undefined): string {
  const code = isApiError(error) ? error.code : undefined;
  if (code === ERROR_CODES.smsUnavailable) return t('auth:login.sms_unavailable');
  if (secondsLeft === undefined) return t('errors:codes.rate_limited');
  const wait = formatWait(secondsLeft);
  if (code === ERROR_CODES.codeAlreadySent) return t('auth:login.code_already_sent', { wait });
  if (code === ERROR_CODES.codeLimitReached) return t('auth:login.code_limit_reached', { wait });
  return t('auth:login.rate_limited', { wait });
}

/**
 * spec 01 §8: login 404 → 'user not found' (or the account is inactive), 429 → why and how long to wait,
 * anything else → the generic message. `secondsLeft` is the wait as it counts down.
 */
export function loginErrorMessage(
  t: TFunction,
  error: unknown,
  secondsLeft: number | undefined = refusalWait(error),
): string {
  const status = isApiError(error) ? error.status : undefined;
  // spec 01 §4: a deactivated account or company (terms declined) is told why it cannot sign in
  if (status === 404 && isApiError(error) && error.code === ERROR_CODES.accountInactive) {
    return t('errors:codes.account_inactive');
  }
  if (status === 404) return t('errors:messages.user_not_found');
  if (status === 429) return rateLimitMessage(t, error, secondsLeft);
  return t(GENERIC);
}

/** spec 01 §8: other verify errors than 406 show the generic message; a rate limit says how long to wait. */
export function verifyErrorMessage(
  t: TFunction,
  error: unknown,
  secondsLeft: number | undefined = refusalWait(error),
): string {
  if (isApiError(error) && error.status === 429) return rateLimitMessage(t, error, secondsLeft);
  return t(GENERIC);
}
