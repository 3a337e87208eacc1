import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSurveys, PAGE_SIZES } from '@club/contract';
import { call } from '@/lib/api-client';

/** Every survey query starts with this key, so that one invalidation refreshes them all. */
export const SURVEYS_QUERY_KEY = ['surveys'] as const;

/**
 * spec 01 §7, §9: GET /v2/surveys, first page of 10. The server sends ready items first, so this page
 * holds every survey that can be shown now unless more than ten are ready at once.
 */
export function pendingSurveysQueryOptions() {
  return queryOptions({
    queryKey: [...SURVEYS_QUERY_KEY, 'pending', 1] as const,
    queryFn: ({ signal }) => call(listSurveys, { query: { page: 1, limit: PAGE_SIZES.surveys }, signal }),
  });
}

export function usePendingSurveys() {
  return useQuery(pendingSurveysQueryOptions());
}
