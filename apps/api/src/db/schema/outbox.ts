import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
export const OUTBOX_KINDS = ['otp', 'invitation', 'notification'] as const;
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** Every message the product sends (ARCHITECTURE §4 Messages); a job delivers it through an adapter. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    // Sealed (AES-256-GCM, modules/outbox/message-seal.ts) while the message waits, null once it has left
    // or failed for good: codes and link tokens are never kept readable. The subject is a fixed text per
    // kind of message and carries no secret.
    body: text('body'),
    kind: text('kind').$type<OutboxKind>().notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // The dev outbox and rate checks read the latest messages of one recipient.
    index('outbox_messages_recipient_created_at_idx').on(t.recipient, t.createdAt.desc()),
    check('outbox_messages_channel_check', sql`${t.channel} in (${inList(OUTBOX_CHANNELS)})`),
    check('outbox_messages_kind_check', sql`${t.kind} in (${inList(OUTBOX_KINDS)})`),
    check('outbox_messages_status_check', sql`${t.status} in (${inList(OUTBOX_STATUSES)})`),
  ],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
