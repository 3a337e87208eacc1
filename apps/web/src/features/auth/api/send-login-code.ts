import { useMutation } from '@tanstack/react-query';
import { login, type LoginBody } from '@club/contract';
import { call } from '@/lib/api-client';

/** spec 01 §7: sends a one-time code to the e-mail or phone; answers the user stub the next steps need. */
export function sendLoginCode(body: LoginBody) {
  return call(login, { body });
}

/** Used by the contact forms and by the resend button of the code step. */
export function useSendLoginCode() {
  return useMutation({ mutationFn: sendLoginCode });
}
