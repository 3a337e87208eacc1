import { useQuery } from '@tanstack/react-query';
import { getSelf } from '@club/contract';
import { call } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/query-client';
import { useIsSignedIn } from '@/lib/session';

/**
 * The signed-in user, read from the query the session keeps loaded and refetched (spec 01 §4). Features
 * do not import each other, so this reads the shared key; it never refetches on its own.
 */
export function useSurveyUser() {
  const isSignedIn = useIsSignedIn();
  return useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: ({ signal }) => call(getSelf, { signal }),
    enabled: isSignedIn,
    staleTime: Infinity,
  });
}
