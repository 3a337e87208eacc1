import { createStore, useStore } from './create-store';
import { onStorageChange, readString, removeItem, writeString } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/** spec 01 §3 Session, as kept under the `token` key. */
export interface StoredSession {
  token: string;
  refresh_token?: string;
  expiresAt?: string;
  /**
   * spec 01 §6: a session an operator opened as this user (ARCHITECTURE §4 Emulation). The emulation bar
   * shows while it is set; refreshes keep it (session-refresh.ts).
   */
  emulated?: boolean;
}

/** Accepts the session object or a bare token string, so that either form signs the user in. */
export function parseSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value === 'string') return value ? { token: value } : null;
    if (typeof value === 'object' && value !== null && typeof (value as StoredSession).token === 'string') {
      return (value as StoredSession).token ? (value as StoredSession) : null;
    }
    return null;
  } catch {
    return { token: raw };
  }
}

const readSession = () => parseSession(readString(STORAGE_KEYS.token));

const store = createStore<StoredSession | null>(readSession());

/** The signed-in state of this device; other tabs' sign-in and sign-out reach it through storage events. */
export const sessionStore = {
  get: store.get,
  subscribe: store.subscribe,
  getToken: (): string | null => store.get()?.token ?? null,
  set(session: StoredSession): void {
    writeString(STORAGE_KEYS.token, JSON.stringify(session));
    store.set(session);
  },
  clear(): void {
    removeItem(STORAGE_KEYS.token);
    store.set(null);
  },
  /** Re-reads storage, e.g. after a test or another script changed it. */
  reload(): void {
    store.set(readSession());
  },
};

if (typeof window !== 'undefined') onStorageChange(STORAGE_KEYS.token, sessionStore.reload);

export function useIsSignedIn(): boolean {
  return useStore(store) !== null;
}

export function useIsEmulated(): boolean {
  return useStore(store)?.emulated === true;
}

/**
 * The signed-in user's uuid, read from the access token's `sub` claim (a JWT, ARCHITECTURE §4) so that it
 * is known offline and before the user is fetched. Used to tag what is kept on the phone per user.
 */
export function sessionUserUuid(session: StoredSession | null = sessionStore.get()): string | null {
  const payload = session?.token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}
