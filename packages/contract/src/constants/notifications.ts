/** spec 02 §3: notification types. */
export const NOTIFICATION_TYPES = ['info', 'warning', 'important'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * spec 02 §2: notification events that link onward (to `meta.ticket_uuid`). The spec names the lead and
 * reminder events; the support reply and the project outcome event names are ours.
 */
export const LINKED_NOTIFICATION_EVENTS = {
  SUPPORT_CHAT_REPLY: 'support_chat_reply',
  LEAD_NEW: 'lead_new',
  LEAD_REMINDER: 'lead_reminder',
  LEAD_AGREEMENT_REMINDER: 'lead_agreement_reminder',
  PROJECT_INSTALLATION_DATE_REMINDER: 'project_installation_date_reminder',
  /** spec 02 §4: a project closed with its survey or by an approving review. */
  PROJECT_CLOSED: 'project_closed',
  /** spec 02 §4: a project waits for an operator's look at its photo-only products. */
  PROJECT_IN_REVIEW: 'project_in_review',
  /** spec 02 §4: a review rejected some products; the project closed with the others' points. */
  SCANS_REJECTED: 'scans_rejected',
  /** spec 03 §4: an order was placed; it leads to the order. */
  ORDER_PLACED: 'order_placed',
  /** spec 03 §4: an order's status changed (approved, completed, rejected, failed). */
  ORDER_STATUS_CHANGED: 'order_status_changed',
} as const;
export type LinkedNotificationEvent =
  (typeof LINKED_NOTIFICATION_EVENTS)[keyof typeof LINKED_NOTIFICATION_EVENTS];

/** Every event the server writes a notification for; each one leads to its lead, project or chat. */
export const NOTIFICATION_EVENTS = {
  ...LINKED_NOTIFICATION_EVENTS,
} as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[keyof typeof NOTIFICATION_EVENTS];

/** spec 02 §2: where tapping each linked event goes; `:uuid` is the notification's `meta.ticket_uuid`. */
export const NOTIFICATION_EVENT_ROUTES: Record<LinkedNotificationEvent, string> = {
  support_chat_reply: '/support/chat/:uuid',
  lead_new: '/leads/:uuid',
  lead_reminder: '/leads/:uuid',
  lead_agreement_reminder: '/leads/:uuid',
  project_installation_date_reminder: '/projects/:uuid',
  // the project outcomes lead to the project they are about
  project_closed: '/projects/:uuid',
  project_in_review: '/projects/:uuid',
  scans_rejected: '/projects/:uuid',
  order_placed: '/orders/:uuid',
  order_status_changed: '/orders/:uuid',
};
