import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSurvey, type Paged, type PendingSurvey, type UpdateSurveyBody } from '@club/contract';
import { call } from '@/lib/api-client';
import { surveysKeys } from '@/lib/query-keys';
import { pendingSurveysQueryOptions } from './list-surveys';

export interface UpdateSurveyInput {
  uuid: string;
  body: UpdateSurveyBody;
}

/** spec 01 §4, §7: PATCH /v2/surveys/{id} saves that a survey was opened or delayed. */
export function patchSurvey({ uuid, body }: UpdateSurveyInput) {
  return call(updateSurvey, { params: { id: uuid }, body });
}

/**
 * The saved item replaces the cached one at once, so a delayed survey leaves the screen without waiting
 * for the list to be fetched again; the list is then refreshed from the server.
 */
export function useUpdateSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchSurvey,
    onSuccess: (saved) => {
      queryClient.setQueryData(
        pendingSurveysQueryOptions().queryKey,
        (page: Paged<PendingSurvey> | undefined) =>
          page && { ...page, data: page.data.map((s) => (s.uuid === saved.uuid ? saved : s)) },
      );
      return queryClient.invalidateQueries({ queryKey: surveysKeys.all });
    },
  });
}
