/**
 * The number of unread notifications for the bottom navigation's indicator (spec 01 §2). There is no
 * notifications API yet: once `GET /v1/notifications` exists (spec 02 §7), this hook reads its unread
 * count from that query, and the navigation needs no change.
 */
export function useUnreadNotifications(): number {
  return 0;
}
