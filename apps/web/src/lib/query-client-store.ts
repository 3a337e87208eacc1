import type { QueryClient } from '@tanstack/react-query';
import { createStore, useStore } from './create-store';

/**
 * The app's query client, once `lib/query-client.ts` has run (it registers itself). That module and
 * TanStack Query's core are fetched with the first screen that reads or sends data, not with /login's
 * first step (README, Budget), so the shell reads the client from here.
 */
const store = createStore<QueryClient | null>(null);

export const loadedQueryClient = store.get;

export function registerQueryClient(client: QueryClient): void {
  store.set(client);
}

export function useLoadedQueryClient(): QueryClient | null {
  return useStore(store);
}
