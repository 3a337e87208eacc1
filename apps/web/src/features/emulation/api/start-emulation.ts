import { exchangeEmulationTicket } from '@club/contract';
import { call } from '@/lib/api-client';
import { endSession } from '@/lib/end-session';
import { sessionStore } from '@/lib/session';
import { LOGIN_PATH, emulationStatus } from '../utils/emulation-status';

/**
 * spec 01 §6, ARCHITECTURE §4: exchanges the ticket once for a session marked emulated. Whatever session
 * this browser held goes first, so that nobody's data is mixed with the emulated user's. A failed
 * exchange (unknown, used or expired ticket, no connection) leaves the app signed out on /login, which
 * says why. Runs before the router starts, so the first screen is already the emulated user's.
 */
export async function startEmulation(ticket: string): Promise<boolean> {
  endSession();
  try {
    const session = await call(exchangeEmulationTicket, { body: { ticket }, authRetry: false });
    sessionStore.set({
      token: session.token,
      refresh_token: session.refresh_token,
      expiresAt: session.expiresAt,
      emulated: true,
    });
    return true;
  } catch {
    emulationStatus.markFailed();
    window.history.replaceState(null, '', LOGIN_PATH);
    return false;
  }
}
