import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSelf, TIMINGS, USER_STATUS, type User } from '@club/contract';
import { call } from '@/lib/api-client';
import { isServerRefusal } from '@/lib/api-error';
import { endSession } from '@/lib/end-session';
import { USER_QUERY_KEY } from '@/lib/query-client';
import { useIsSignedIn } from '@/lib/session';

/** spec 01 §7 Caching: the signed-in user, refetched every 3 minutes. */
export function userQueryOptions() {
  return queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: ({ signal }) => call(getSelf, { signal }),
    refetchInterval: TIMINGS.userRefetchMs,
  });
}

/**
 * spec 01 §4: a failed self-fetch while holding a token logs out, and so does a loaded user who is not
 * ACTIVE. "Failed" means refused by the server (after the API client's refresh attempt): without an answer
 * the phone is offline, and an installer on a roof keeps their session.
 */
export function shouldEndSession(user: User | undefined, error: unknown): boolean {
  if (user && user.active !== USER_STATUS.ACTIVE) return true;
  return isServerRefusal(error);
}

export function useUser() {
  const isSignedIn = useIsSignedIn();
  const query = useQuery({ ...userQueryOptions(), enabled: isSignedIn });
  const { data, error } = query;
  useEffect(() => {
    if (isSignedIn && shouldEndSession(data, error)) endSession();
  }, [isSignedIn, data, error]);
  return query;
}
