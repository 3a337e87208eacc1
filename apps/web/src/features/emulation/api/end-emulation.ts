import { logout } from '@club/contract';
import { call } from '@/lib/api-client';
import { endSession } from '@/lib/end-session';

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
