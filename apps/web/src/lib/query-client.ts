import { QueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@club/contract';
import { registerQueryClient } from './query-client-store';

/** spec 01 §7 Caching: stale 2 min, kept 5 min, no retry, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: TIMINGS.queryStaleMs,
        gcTime: TIMINGS.queryGcMs,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
registerQueryClient(queryClient);

/** spec 01 §7: content (news, resources) is stale after 10 minutes and kept 30. */
export function withContentCache<T extends object>(options: T): T & { staleTime: number; gcTime: number } {
  return { ...options, staleTime: TIMINGS.contentStaleMs, gcTime: TIMINGS.contentGcMs };
}

/** spec 01 §7: configuration is cached for the life of the page. */
export function withConfigCache<T extends object>(options: T): T & { staleTime: number; gcTime: number } {
  return { ...options, staleTime: Infinity, gcTime: Infinity };
}
