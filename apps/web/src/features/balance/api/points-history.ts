import { useInfiniteQuery } from '@tanstack/react-query';
import { listPointsHistory, PAGE_SIZES } from '@club/contract';
import { call } from '@/lib/api-client';
import { pointsHistoryKeys } from '@/lib/query-keys';

/** spec 03 §2 Sheet tab: the company's points history, newest first, a page at a time. */
export function usePointsHistory(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: pointsHistoryKeys.all,
    queryFn: ({ pageParam, signal }) =>
      call(listPointsHistory, { query: { page: pageParam, limit: PAGE_SIZES.projects }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
    enabled,
  });
}
