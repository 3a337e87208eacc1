import { useMutation } from '@tanstack/react-query';
import { startEmailVerification } from '@club/contract';
import { call } from '@/lib/api-client';

/** POST /v2/company/verification: e-mails a confirmation link to the user's address (spec 01 §7). */
export function useStartVerification() {
  return useMutation({ mutationFn: () => call(startEmailVerification) });
}
