import { useMutation } from '@tanstack/react-query';
import { startEmailVerification } from '@club/contract';
import { call } from '@/lib/api-client';

/** POST /v2/company/verification (spec 01 §7): sends the verification message to the user's address. */
export function useStartEmailVerification() {
  return useMutation({ mutationFn: () => call(startEmailVerification) });
}
