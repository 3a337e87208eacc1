import { TIMINGS } from '@club/contract';
import { endSession } from './end-session';
import { sessionStore, type StoredSession } from './session';

export type SessionStartAction = 'keep' | 'refresh' | 'drop';

/**
 * spec 01 §4 Session, at app start: a token that expires in under 10 minutes is refreshed; an expired one
 * is dropped unless a refresh token can still renew it (the server decides whether it is valid). A session
 * without an expiry (a bare token) is kept: its calls will tell.
 */
export function sessionStartAction(session: StoredSession | null, now: number): SessionStartAction {
  if (!session?.expiresAt) return 'keep';
  const expiresAt = Date.parse(session.expiresAt);
  if (Number.isNaN(expiresAt)) return session.refresh_token ? 'refresh' : 'drop';
  const left = expiresAt - now;
  if (left >= TIMINGS.tokenRefreshThresholdMs) return 'keep';
  if (session.refresh_token) return 'refresh';
  return left > 0 ? 'keep' : 'drop';
}

/**
 * Applies the start rule. The refresh is not awaited: the first screen renders at once, and a call that
 * meets the old token's 401 joins the same refresh (session-refresh.ts).
 */
export function startSession(now: number = Date.now()): void {
  const action = sessionStartAction(sessionStore.get(), now);
  if (action === 'drop') endSession();
  if (action === 'refresh') {
    // loaded on demand: the refresh call's schemas stay out of the entry chunk (README, Budget)
    void import('./session-refresh').then(({ refreshSession }) => refreshSession());
  }
}
