import { STORAGE_KEYS, STORAGE_KEYS_CLEARED_ON_LOGOUT } from '@club/contract';
import { loadedQueryClient } from './query-client-store';
import { sessionStore } from './session';
import { removeItem } from './storage';

/**
 * The local keys that belong to the signed-in company: the scan in hand, the active project, the projects
 * remembered for offline assignment, lead, checkout and marketing drafts. The settings, the language, the
 * region and the registration draft belong to the phone and stay.
 */
const COMPANY_KEYS = [
  STORAGE_KEYS.scan,
  STORAGE_KEYS.activeProject,
  STORAGE_KEYS.projectsCache,
  STORAGE_KEYS.leadData,
  STORAGE_KEYS.checkout,
  STORAGE_KEYS.marketingData,
  // the next account's language is applied when it signs in (account-language.ts)
  STORAGE_KEYS.accountLanguage,
] as const;

const cleanups = new Set<() => void | Promise<void>>();

/**
 * Lets a feature forget what it keeps for the signed-in company (its in-memory copy of a stored value, its
 * records in IndexedDB) when the session ends or another user signs in. Shared code cannot import features,
 * so they register here when their module loads; what a module not yet loaded keeps is only in storage,
 * which `clearCompanyData()` removes itself.
 */
export function onCompanyDataCleared(cleanup: () => void | Promise<void>): void {
  cleanups.add(cleanup);
}

/** Removes everything of the previous company from this phone, except a user's unsent offline scans. */
export function clearCompanyData(): void {
  for (const key of COMPANY_KEYS) removeItem(key);
  for (const cleanup of cleanups) {
    try {
      void Promise.resolve(cleanup()).catch(() => undefined);
    } catch {
      // one store failing must not keep the others
    }
  }
  // a client not loaded yet has nothing cached
  loadedQueryClient()?.clear();
}

/**
 * spec 01 §4 Session: logging out clears the token, the cart and session storage. The company's local data
 * and the query cache go too, so that the next person signing in on this phone never sees the previous
 * one's data. Scans saved offline and not sent yet stay, tagged with their user (local-products.ts), and
 * are sent when that user signs in again.
 */
export function endSession(): void {
  for (const key of STORAGE_KEYS_CLEARED_ON_LOGOUT) removeItem(key);
  try {
    window.sessionStorage.clear();
  } catch {
    // storage may be disabled; there is nothing kept in it then
  }
  sessionStore.clear();
  clearCompanyData();
}
