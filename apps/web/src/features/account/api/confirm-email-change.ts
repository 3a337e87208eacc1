import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmEmailChange } from '@club/contract';
import { call } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

/**
 * POST /v1/installer/user/self/email/confirm: the code sent to the new address applies it. The answer is
 * the whole user, new address included, so the user query takes it as it is.
 */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(confirmEmailChange, { body: { code } }),
    onSuccess: (user) => queryClient.setQueryData(userKeys.all, user),
  });
}
