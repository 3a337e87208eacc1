import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Refusals (4xx) are answers, not glitches: only failures without an answer are retried, twice. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});
