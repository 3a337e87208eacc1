import { useMutation } from '@tanstack/react-query';
import { ERROR_CODES, login, TIMINGS, type LoginBody } from '@club/contract';
import { call } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { recallSentCode, rememberSentCode, type SentCode } from '../utils/login-requests';

export interface SendCodeInput {
  contact: LoginBody;
  /** How the code step names the contact (the formatted international number, or the e-mail). */
  shownAs: string;
}

/**
 * spec 01 §7: sends a one-time code to the e-mail or phone. Within the resend lock the server answers 429
 * `code_already_sent` while the code it sent still works: a tab that asked for that code goes back to it
 * (with the server's countdown) instead of losing it; any other caller gets the error and its countdown.
 */
export async function sendLoginCode({ contact, shownAs }: SendCodeInput): Promise<SentCode> {
  try {
    const answer = await call(login, { body: contact });
    const sent = {
      contact,
      shownAs,
      answer,
      resendAt: Date.now() + TIMINGS.resendCodeLockMs,
      isResumed: false,
    };
    rememberSentCode(sent);
    return sent;
  } catch (error) {
    const known =
      isApiError(error) && error.code === ERROR_CODES.codeAlreadySent ? recallSentCode(contact) : null;
    if (!known || !isApiError(error)) throw error;
    const waitMs = (error.retryAfterSeconds ?? 0) * 1000;
    return { contact, ...known, resendAt: Date.now() + waitMs, isResumed: true };
  }
}

/** Used by the contact forms and by the resend button of the code step. */
export function useSendLoginCode() {
  return useMutation({ mutationFn: sendLoginCode });
}
