import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { operators } from './accounts';
import { users } from './users';

/** spec 03 §3 New conversation payload `info`: what the installer used when writing. */
export interface SupportInfoRow {
  language: string;
  hostname: string;
  region: string;
  appVersion: string;
  appType: string;
  userAgent: string;
}

/**
 * spec 03 §3 Support conversation: started by one user of a company, who alone sees it
 * (docs/decisions/027). Status 1 waits for support, 2 was answered, 3 is closed.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: smallint('status').notNull().default(1),
    info: jsonb('info').$type<SupportInfoRow>().notNull(),
    lastSender: text('last_sender').notNull().default('installer'),
    messagesCount: integer('messages_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The installer's list, latest first; also the hourly count of new conversations.
    index('support_conversations_user_idx').on(t.userId, t.lastMessageAt.desc(), t.id.desc()),
    index('support_conversations_user_created_idx').on(t.userId, t.createdAt),
    // The back-office's list by status and age.
    index('support_conversations_status_idx').on(t.status, t.lastMessageAt),
    check('support_conversations_status_check', sql`${t.status} in (1, 2, 3)`),
    check('support_conversations_last_sender_check', sql`${t.lastSender} in ('installer', 'admin')`),
  ],
);

/** spec 03 §3 Message: plain text by the installer or by an operator. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    check('support_messages_sender_check', sql`${t.sender} in ('installer', 'admin')`),
  ],
);

export type SupportConversationRow = typeof supportConversations.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
