import type { Session } from '@club/contract';
import { sessionStore } from '@/lib/session';
import { removeItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * spec 01 §2 Login, step 5: the token is stored and the saved registration draft is cleared. Storing the
 * session signs this tab in and, through the storage event, the others.
 */
export function completeSignIn(session: Session): void {
  sessionStore.set(session);
  removeItem(STORAGE_KEYS.registrationDraft);
}
