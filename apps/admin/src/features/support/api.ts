import { getAdminSupportConversation, SUPPORT_LIMITS, type AdminSupportQuery } from '@club/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api';

/** The support chat's query keys: a reply or a status change invalidates them all. */
export const supportKeys = {
  all: ['support'] as const,
  list: (query: AdminSupportQuery) => ['support', 'list', query] as const,
  thread: (uuid: string) => ['support', 'thread', uuid] as const,
};

/** The thread, refreshed while open so that the installer's new messages appear (docs/decisions/027). */
export const supportThreadQuery = (uuid: string) =>
  queryOptions({
    queryKey: supportKeys.thread(uuid),
    queryFn: ({ signal }) => call(getAdminSupportConversation, { params: { id: uuid }, signal }),
    refetchInterval: SUPPORT_LIMITS.threadPollMs,
  });
