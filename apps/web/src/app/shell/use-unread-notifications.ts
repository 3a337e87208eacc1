import { useUnreadCount } from '@/features/notifications/api/notifications';
import { useIsSignedIn } from '@/lib/session';

/** The number of unread notifications for the bottom navigation's indicator (spec 01 §2). */
export function useUnreadNotifications(): number {
  return useUnreadCount(useIsSignedIn());
}
