import type { Session } from '@club/contract';
import { clearCompanyData } from '@/lib/end-session';
import { sessionStore } from '@/lib/session';
import { removeItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { forgetSentCodes } from './login-requests';

/**
 * spec 01 §2 Login, step 5: the token is stored and the saved registration draft is cleared. Storing the
 * session signs this tab in and, through the storage event, the others.
 */
export function completeSignIn(session: Session): void {
  // another user may have used this phone without logging out (an expired session): nothing of theirs stays
  clearCompanyData();
  sessionStore.set(session);
  removeItem(STORAGE_KEYS.registrationDraft);
  forgetSentCodes();
}
