import type { Session } from '@club/contract';

/**
 * The operator's session, kept in localStorage so that every tab of the back-office shares it: a refresh
 * or a sign-out in one tab reaches the others through the `storage` event. Its own key, apart from the
 * installers' app, which runs on the same origin.
 */
export const SESSION_KEY = 'club-admin-session';

type Listener = () => void;

function read(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Session>;
    return typeof parsed.token === 'string' && typeof parsed.refresh_token === 'string'
      ? (parsed as Session)
      : null;
  } catch {
    return null;
  }
}

function createSessionStore() {
  let current = read();
  const listeners = new Set<Listener>();
  const notify = () => listeners.forEach((listener) => listener());

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== SESSION_KEY && event.key !== null) return;
      current = read();
      notify();
    });
  }

  return {
    get: (): Session | null => current,
    getToken: (): string | null => current?.token ?? null,
    /** Reads the stored pair again: another tab may have rotated it a moment ago. */
    reload(): void {
      current = read();
    },
    set(session: Session): void {
      current = session;
      localStorage.setItem(SESSION_KEY, JSON.stringify(session));
      notify();
    },
    clear(): void {
      if (current === null && localStorage.getItem(SESSION_KEY) === null) return;
      current = null;
      localStorage.removeItem(SESSION_KEY);
      notify();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const sessionStore = createSessionStore();
