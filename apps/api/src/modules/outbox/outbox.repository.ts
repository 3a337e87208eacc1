import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { outboxMessages, type OutboxChannel, type OutboxKind } from '../../db/schema/outbox';

export interface NewOutboxMessage {
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  kind: OutboxKind;
}

export function createOutboxRepository(db: Db) {
  return {
    /** `body` is the sealed text (outbox.service.ts seals it with the row's id, given here). */
    async insert(message: NewOutboxMessage & { id: string }, now: Date) {
      const [row] = await db
        .insert(outboxMessages)
        .values({ ...message, createdAt: now })
        .returning();
      if (!row) throw new Error('outbox insert returned no row');
      return row;
    },

    async get(id: string) {
      const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)).limit(1);
      return row ?? null;
    },

    /** Only a queued message becomes sent, so a retried job never reports twice. Its body is wiped. */
    async markSent(id: string, at: Date) {
      await db
        .update(outboxMessages)
        .set({
          status: 'sent',
          sentAt: at,
          attempts: sql`${outboxMessages.attempts} + 1`,
          error: null,
          body: null,
        })
        .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'queued')));
    },

    /** `error` must carry no part of the message (send-message.job.ts scrubs it); a final failure wipes the body. */
    async markAttemptFailed(id: string, error: string, isFinal: boolean) {
      await db
        .update(outboxMessages)
        .set({
          attempts: sql`${outboxMessages.attempts} + 1`,
          error: error.slice(0, 1000),
          ...(isFinal ? { status: 'failed' as const, body: null } : {}),
        })
        .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'queued')));
    },

    async listForRecipient(recipient: string, limit: number) {
      return db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, recipient))
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
