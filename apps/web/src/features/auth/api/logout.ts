import { useMutation } from '@tanstack/react-query';
import { logout } from '@club/contract';
import { call } from '@/lib/api-client';
import { endSession } from '@/lib/end-session';

/**
 * spec 01 §4: logout revokes the session on the server, then clears this device. The device is cleared
 * even when the call fails (offline, already revoked): the person asked to leave.
 */
export async function logOut(): Promise<void> {
  try {
    await call(logout, { authRetry: false });
  } catch {
    // the refresh token expires on its own; nothing else to do here
  } finally {
    endSession();
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logOut });
}
