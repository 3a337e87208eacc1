import { getSelf, logout } from '@club/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { endSession } from '@/lib/end-session';
import { USER_QUERY_KEY } from '@/lib/query-client';

/**
 * The emulated user, from the same cache entry as the rest of the app (the user query's key), so that
 * the banner costs no call of its own on a screen that already shows the user.
 */
export function useEmulatedUser() {
  return useQuery({ queryKey: USER_QUERY_KEY, queryFn: ({ signal }) => call(getSelf, { signal }) });
}

/**
 * spec 01 §6: the banner's close link logs out: the server revokes the emulated session, then this
 * device forgets it, also when the call fails (offline, already revoked).
 */
export async function endEmulation(): Promise<void> {
  try {
    await call(logout, { authRetry: false });
  } catch {
    // the emulated session expires on its own within hours
  } finally {
    endSession();
  }
}
