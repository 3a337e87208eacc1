import { use, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useLoadedQueryClient } from './query-client-store';

let loading: Promise<QueryClient> | undefined;

/** Fetches the query client (and TanStack Query's core) once; every screen that needs it awaits this. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then((module) => module.queryClient);
  return loading;
}

/** Holds its children back (they suspend) until the query client is there, from the moment they need it. */
export function QueryClientReady({ when, children }: { when: boolean; children: ReactNode }) {
  const client = useLoadedQueryClient();
  if (when && !client) use(loadQueryClient());
  return children;
}
