import { useMutation } from '@tanstack/react-query';
import { verifyLogin, type VerifyLoginBody } from '@club/contract';
import { call } from '@/lib/api-client';

/** spec 01 §7: exchanges the code for `{ token, refresh_token, expiresAt }`; a wrong code answers 406. */
export function verifyLoginCode(body: VerifyLoginBody) {
  return call(verifyLogin, { body });
}

export function useVerifyLogin() {
  return useMutation({ mutationFn: verifyLoginCode });
}
