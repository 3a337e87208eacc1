import { z } from 'zod';
import { DateTimeSchema, PageMetaSchema, UuidSchema } from '../common/common.schemas';
import { NOTIFICATION_TYPES } from '../constants/notifications';

/**
 * spec 02 §3 Notification. `event` names what happened (the app words it in the user's language with
 * `params`); `title` and `text` are the English wording, shown when the app does not know the event.
 */
export const NotificationSchema = z
  .object({
    uuid: UuidSchema,
    type: z.enum(NOTIFICATION_TYPES),
    /** 1 once read (spec 02 §7 PATCH body `mark`). */
    mark: z.literal([0, 1]),
    title: z.string(),
    text: z.string(),
    created_at: DateTimeSchema,
    event: z.string().nullable(),
    meta: z.object({ ticket_uuid: UuidSchema.nullable() }),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

/** The list with the unread count, which the bottom navigation's indicator shows (spec 01 §2). */
export const NotificationListSchema = z
  .object({
    data: z.array(NotificationSchema),
    meta: PageMetaSchema.extend({ unread: z.number().int().nonnegative() }),
  })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof NotificationListSchema>;

/** spec 02 §7 PATCH notification {id}: body `mark` (1 read, 0 unread again). */
export const MarkNotificationSchema = z
  .strictObject({ mark: z.literal([0, 1]) })
  .meta({ id: 'MarkNotification' });
export type MarkNotification = z.infer<typeof MarkNotificationSchema>;
