import { ErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { PageQuerySchema, UuidParamsSchema } from '../common/common.schemas';
import { MarkNotificationSchema, NotificationListSchema, NotificationSchema } from './notifications.schemas';

/** spec 02 §2 /notifications: the signed-in user's own, newest first, with the unread count. */
export const listNotifications = defineEndpoint({
  method: 'GET',
  path: '/v1/notifications',
  access: 'user',
  summary: "The user's notifications, newest first",
  query: PageQuerySchema,
  response: { 200: NotificationListSchema },
});

/** spec 02 §7 PATCH notification {id}: another user's notification answers 404. */
export const markNotification = defineEndpoint({
  method: 'PATCH',
  path: '/v1/notifications/:id',
  access: 'user',
  summary: 'Marks a notification read (or unread)',
  params: UuidParamsSchema,
  body: MarkNotificationSchema,
  response: { 200: NotificationSchema, 404: ErrorSchema },
});
