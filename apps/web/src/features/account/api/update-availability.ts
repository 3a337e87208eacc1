import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCompany, type Flag01 } from '@club/contract';
import { call } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

/**
 * spec 02 §2 Menu: the owner's lead availability, PATCH /v1/company/{uuid}. spec 01 §8: a failed change
 * is only logged, never shown; the switch falls back to the stored value when the user is refetched.
 */
export function useUpdateAvailability(companyUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (availability: Flag01) =>
      call(updateCompany, { params: { id: companyUuid }, body: { availability } }),
    onError: (error) => console.warn('The lead availability could not be changed', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
