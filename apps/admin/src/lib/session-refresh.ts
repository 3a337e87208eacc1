import { operatorRefreshSession, type Session } from '@club/contract';
import { sessionStore } from './session';

/** One refresh at a time across the tabs of this browser (ARCHITECTURE §4: a re-used token revokes all). */
export const REFRESH_LOCK_NAME = 'club-admin-refresh';

let inFlight: Promise<Session | null> | null = null;

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  return locks ? (locks.request(REFRESH_LOCK_NAME, task) as Promise<T>) : task();
}

async function rotate(staleToken: string): Promise<Session | null> {
  // another tab may have rotated the pair while this one waited for the lock: use its result, because
  // sending the old refresh token again would be a re-use
  sessionStore.reload();
  const current = sessionStore.get();
  if (!current) return null;
  if (current.token !== staleToken) return current;
  try {
    const response = await fetch('/api' + operatorRefreshSession.path, {
      method: operatorRefreshSession.method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh_token: current.refresh_token }),
    });
    if (!response.ok) {
      // a refused renewal ends the session; a server fault keeps it for the next try
      if (response.status >= 400 && response.status < 500) sessionStore.clear();
      return null;
    }
    const next = (await response.json()) as Session;
    sessionStore.set(next);
    return next;
  } catch {
    // no answer (offline): the session is kept for the next try
    return null;
  }
}

/** Renews the session once for every caller of this tab, and waits for the other tabs' renewal. */
export function refreshSession(staleToken: string): Promise<Session | null> {
  inFlight ??= withRefreshLock(() => rotate(staleToken)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
