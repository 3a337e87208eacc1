import { useAccountLanguage } from '@/lib/account-language';
import { useUser } from '@/lib/user';

/**
 * Keeps the signed-in user loaded and applies the logout rules of spec 01 §4 on every protected screen,
 * and the account's language once it is new to this phone. It renders nothing; the screens read the same
 * query through useUser().
 */
export function UserSession() {
  const { data: user } = useUser();
  useAccountLanguage(user);
  return null;
}
