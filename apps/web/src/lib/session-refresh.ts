import { refreshSession as refreshEndpoint } from '@club/contract';
import { callOnce } from './api-request';
import { isServerRefusal } from './api-error';
import { endSession } from './end-session';
import { sessionStore, type StoredSession } from './session';

/** ARCHITECTURE §4: one refresh at a time across the tabs of this browser. */
export const REFRESH_LOCK_NAME = 'club-refresh';

let inFlight: Promise<StoredSession | null> | null = null;

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  // older browsers have no Web Locks; the in-tab promise below still joins this tab's callers
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  return locks ? (locks.request(REFRESH_LOCK_NAME, task) as Promise<T>) : task();
}

async function rotate(staleToken: string | null): Promise<StoredSession | null> {
  // another tab may have rotated the pair while this one waited for the lock: reuse its result, because
  // sending the old refresh token again would be a re-use and revoke the family (ARCHITECTURE §4)
  sessionStore.reload();
  const current = sessionStore.get();
  if (!current?.refresh_token) return null;
  if (staleToken !== null && current.token !== staleToken) return current;
  try {
    // not `call`: a 401 here must not start another refresh
    const next = await callOnce(refreshEndpoint, { body: { refresh_token: current.refresh_token } });
    // an emulated session stays marked as one (spec 01 §6): the refresh answer is a plain session
    const renewed: StoredSession = current.emulated ? { ...next, emulated: true } : next;
    sessionStore.set(renewed);
    return renewed;
  } catch (error) {
    // spec 01 §4: a refused refresh logs out; without an answer (offline) the session is kept for later
    if (isServerRefusal(error)) endSession();
    return null;
  }
}

/**
 * Renews the session and resolves with the new one, or null when it could not be renewed. `staleToken` is
 * the access token the caller found too old; when storage already holds another one, no call is made.
 */
export function refreshSession(
  staleToken: string | null = sessionStore.getToken(),
): Promise<StoredSession | null> {
  inFlight ??= withRefreshLock(() => rotate(staleToken)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
