import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSurveys, PAGE_SIZES } from '@club/contract';
import { call } from '@/lib/api-client';
import { surveysKeys } from '@/lib/query-keys';

/** Every survey query starts with this key, so that one invalidation refreshes them all. */

/**
 * spec 01 §7, §9: GET /v2/surveys, first page of 10. The server sends ready items first, so this page
 * holds every survey that can be shown now unless more than ten are ready at once.
 */
export function pendingSurveysQueryOptions() {
  return queryOptions({
    queryKey: surveysKeys.pending(),
    queryFn: ({ signal }) => call(listSurveys, { query: { page: 1, limit: PAGE_SIZES.surveys }, signal }),
  });
}

export function usePendingSurveys() {
  return useQuery(pendingSurveysQueryOptions());
}
