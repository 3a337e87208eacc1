import { STORAGE_KEYS_CLEARED_ON_LOGOUT } from '@club/contract';
import { queryClient } from './query-client';
import { sessionStore } from './session';
import { removeItem } from './storage';

/**
 * spec 01 §4 Session: logging out clears the token, the cart and session storage. The query cache goes
 * too, so that the next person signing in on this phone never sees the previous one's data.
 */
export function endSession(): void {
  for (const key of STORAGE_KEYS_CLEARED_ON_LOGOUT) removeItem(key);
  try {
    window.sessionStorage.clear();
  } catch {
    // storage may be disabled; there is nothing kept in it then
  }
  sessionStore.clear();
  queryClient.clear();
}
