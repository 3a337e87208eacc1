import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSelf, type UpdateSelfBody } from '@club/contract';
import { call } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/query-client';

/**
 * PATCH /v1/installer/user/self (spec 01 §7 "PATCH user"). The answer is the whole user, so the user query
 * takes it as it is: the prompts it drives close without another round trip.
 */
export function useUpdateSelf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSelfBody) => call(updateSelf, { body }),
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}
