import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSelf, type UpdateSelfBody } from '@club/contract';
import { call } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/query-client';

/** PATCH /v1/installer/user/self: the answer is the whole user, so it replaces the cached one at once. */
export function useUpdateSelf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSelfBody) => call(updateSelf, { body }),
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}
