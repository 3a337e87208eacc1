import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getSelf,
  startEmailVerification,
  TIMINGS,
  updateSelf,
  USER_STATUS,
  type UpdateSelfBody,
  type User,
} from '@club/contract';
import { call } from './api-client';
import { isServerRefusal } from './api-error';
import { endSession } from './end-session';
import { userKeys } from './query-keys';
import { useIsSignedIn } from './session';

/**
 * The signed-in user: the one query every screen and feature reads, and the calls that change it. Features
 * import it from here rather than from each other.
 */

/** spec 01 §7 Caching: the signed-in user, refetched every 3 minutes. */
export function userQueryOptions() {
  return queryOptions({
    queryKey: userKeys.all,
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

/** The user on protected screens: loaded, refetched, and the logout rules of spec 01 §4 applied. */
export function useUser() {
  const isSignedIn = useIsSignedIn();
  const query = useQuery({ ...userQueryOptions(), enabled: isSignedIn });
  const { data, error } = query;
  useEffect(() => {
    if (isSignedIn && shouldEndSession(data, error)) endSession();
  }, [isSignedIn, data, error]);
  return query;
}

/**
 * The user as the session keeps it loaded (useUser), for parts that only read it: fetched once when it is
 * not there yet, never refetched on its own.
 */
export function useCachedUser() {
  const isSignedIn = useIsSignedIn();
  return useQuery({
    ...userQueryOptions(),
    enabled: isSignedIn,
    staleTime: Infinity,
    refetchInterval: false,
  });
}

/**
 * PATCH /v1/installer/user/self (spec 01 §7 "PATCH user"). The answer is the whole user, so the user query
 * takes it as it is: the prompts it drives close without another round trip.
 */
export function useUpdateSelf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSelfBody) => call(updateSelf, { body }),
    onSuccess: (user) => queryClient.setQueryData(userKeys.all, user),
  });
}

/** POST /v2/company/verification (spec 01 §7): e-mails a confirmation link to the user's address. */
export function useStartEmailVerification() {
  return useMutation({ mutationFn: () => call(startEmailVerification) });
}
