import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listNotifications, markNotification, TIMINGS } from '@club/contract';
import { call } from '@/lib/api-client';
import { notificationsKeys } from '@/lib/query-keys';

const PAGE_LIMIT = 50;

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationsKeys.all,
    queryFn: ({ signal }) => call(listNotifications, { query: { page: 1, limit: PAGE_LIMIT }, signal }),
    // the unread indicator follows new notices at the pace the user itself is refreshed
    refetchInterval: TIMINGS.userRefetchMs,
  });
}

/** spec 02 §2 /notifications: the newest notices. */
export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}

/** spec 01 §2: the count behind the bottom navigation's indicator. */
export function useUnreadCount(enabled: boolean): number {
  const { data } = useQuery({
    ...notificationsQueryOptions(),
    enabled,
    select: (list) => list.meta.unread,
  });
  return data ?? 0;
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => call(markNotification, { params: { id: uuid }, body: { mark: 1 } }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
