import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * spec 02 §3 Notification: one message to one user. Events the server raises (project closed, scans
 * rejected, reminders…) carry their `event` key and `params`, and the app shows them in the user's
 * language; `title` and `text` hold the English wording (and an operator's own message as written).
 * `ticket_uuid` is what an event links to (spec 02 §2).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('info'),
    event: text('event'),
    ticketUuid: uuid('ticket_uuid'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    title: text('title').notNull(),
    text: text('text').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list: one user's notifications, newest first.
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The unread count.
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    check('notifications_type_check', sql`${t.type} in ('info', 'warning', 'important')`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
