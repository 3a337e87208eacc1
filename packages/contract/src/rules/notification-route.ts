import { NOTIFICATION_EVENT_ROUTES } from '../constants/notifications';
import type { LinkedNotificationEvent } from '../constants/notifications';

const isLinkedEvent = (event: string): event is LinkedNotificationEvent =>
  Object.prototype.hasOwnProperty.call(NOTIFICATION_EVENT_ROUTES, event);

/** spec 02 §2: the route a notification opens, or null when its event links nowhere. */
export function notificationRoute(
  event: string | null | undefined,
  ticketUuid?: string | null,
): string | null {
  if (!event || !ticketUuid || !isLinkedEvent(event)) return null;
  return NOTIFICATION_EVENT_ROUTES[event].replace(':uuid', encodeURIComponent(ticketUuid));
}
