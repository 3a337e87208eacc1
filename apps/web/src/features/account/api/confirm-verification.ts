import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmEmailVerification } from '@club/contract';
import { call } from '@/lib/api-client';
import { emailVerificationKeys, userKeys } from '@/lib/query-keys';

/**
 * GET /v2/company/verification?token=: a token works once, so this is a query kept for the page's life
 * rather than a mutation: a second render (or React's double effects in development) reuses the first
 * answer instead of spending the token again and reading 404.
 */
export function useConfirmVerification(token: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: emailVerificationKeys.confirm(token),
    queryFn: ({ signal }) => call(confirmEmailVerification, { query: { token: token ?? '' }, signal }),
    enabled: Boolean(token),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const isConfirmed = query.isSuccess;
  useEffect(() => {
    // home's warning and /user read verified_email_at from the user query
    if (isConfirmed) void queryClient.invalidateQueries({ queryKey: userKeys.all });
  }, [isConfirmed, queryClient]);
  return query;
}
