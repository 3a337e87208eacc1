import { useUser } from '@/lib/user';

/**
 * Keeps the signed-in user loaded and applies the logout rules of spec 01 §4 on every protected screen.
 * It renders nothing; the screens read the same query through useUser().
 */
export function UserSession() {
  useUser();
  return null;
}
