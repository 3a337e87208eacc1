import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createSupportConversation,
  createSupportMessage,
  getSupportConversation,
  listSupportConversations,
  listSupportMessages,
  PAGE_SIZES,
  SUPPORT_LIMITS,
  type NewSupportConversation,
} from '@club/contract';
import { call } from '@/lib/api-client';
import { supportKeys } from '@/lib/query-keys';

/** spec 03 §7 GET support chats: the user's own, 20 a page. */
export function useSupportConversations(page: number, installerUuid: string | undefined) {
  return useQuery({
    queryKey: supportKeys.list(page),
    queryFn: ({ signal }) =>
      call(listSupportConversations, {
        query: {
          page,
          limit: PAGE_SIZES.supportChats,
          ...(installerUuid ? { installer_uuid: installerUuid } : {}),
        },
        signal,
      }),
  });
}

export function useSupportConversation(uuid: string) {
  return useQuery({
    queryKey: supportKeys.conversation(uuid),
    queryFn: ({ signal }) => call(getSupportConversation, { params: { id: uuid }, signal }),
    // the status changes with support's reply: refreshed with the thread
    refetchInterval: SUPPORT_LIMITS.threadPollMs,
  });
}

/**
 * spec 03 §7: the thread, up to 1000 messages. Support's replies appear within seconds while it is open:
 * it is polled every SUPPORT_LIMITS.threadPollMs while the page is visible (docs/decisions/027).
 */
export function useSupportMessages(uuid: string) {
  return useQuery({
    queryKey: supportKeys.messages(uuid),
    queryFn: ({ signal }) =>
      call(listSupportMessages, {
        params: { id: uuid },
        query: { limit: PAGE_SIZES.supportMessages },
        signal,
      }),
    refetchInterval: SUPPORT_LIMITS.threadPollMs,
    refetchIntervalInBackground: false,
  });
}

export function useStartConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewSupportConversation) => call(createSupportConversation, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: supportKeys.all }),
  });
}

export function useReply(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => call(createSupportMessage, { params: { id: uuid }, body: { message } }),
    onSuccess: () => client.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
