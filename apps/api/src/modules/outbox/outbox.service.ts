import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { OutboxMessageRow } from '../../db/schema/outbox';
import { executorFor } from '../../db/sql-executor';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../jobs/queue';
import { SEND_MESSAGE_QUEUE, type SendMessageJob } from '../../jobs/send-message.job';
import type { DevMailbox } from './dev-mailbox';
import type { MessageSeal } from './message-seal';
import { createOutboxRepository, type NewOutboxMessage } from './outbox.repository';

export interface OutboxServiceDeps {
  db: Db;
  queue: JobQueue;
  clock: Clock;
  retry: { limit: number; delaySeconds: number };
  /** Seals bodies on the way in; the delivery job opens them. */
  seal: MessageSeal;
  /** Outside production: what this process delivered, for the development outbox. Null in production. */
  devMailbox: DevMailbox | null;
}

const DEV_OUTBOX_LIMIT = 20;

/**
 * One spelling per recipient: e-mail in lower case; a phone typed into a URL as `?to=+48…` arrives with
 * its `+` decoded to a space, so bare digits get their `+` back.
 */
export function normaliseRecipient(recipient: string): string {
  const value = recipient.trim();
  if (value.includes('@')) return value.toLowerCase();
  return /^\d{6,15}$/.test(value) ? `+${value}` : value;
}

/**
 * ARCHITECTURE §4 Messages: every message is a row first, then a job delivers it. The row holds the body
 * sealed until delivery and nothing of it afterwards (send-message.job.ts).
 */
export function createOutboxService(deps: OutboxServiceDeps) {
  const repository = createOutboxRepository(deps.db);

  /** The message row and its delivery job, in the caller's transaction. */
  async function enqueueMessageIn(tx: Db, message: NewOutboxMessage) {
    const id = randomUUID();
    const row = await createOutboxRepository(tx).insert(
      {
        ...message,
        id,
        recipient: normaliseRecipient(message.recipient),
        body: deps.seal.seal(message.body, id),
      },
      deps.clock.now(),
    );
    const job: SendMessageJob = { messageId: row.id };
    await deps.queue.send(SEND_MESSAGE_QUEUE, job, {
      executeSql: executorFor(tx),
      retryLimit: deps.retry.limit,
      retryDelaySeconds: deps.retry.delaySeconds,
      retryBackoff: true,
    });
    return row;
  }

  return {
    enqueueMessageIn,

    /**
     * Writes the message and its delivery job in a transaction of its own, then wakes the local worker so
     * a one-time code leaves at once rather than at the next poll.
     */
    async enqueueMessage(message: NewOutboxMessage) {
      const row = await deps.db.transaction((tx) => enqueueMessageIn(tx, message));
      deps.queue.nudge(SEND_MESSAGE_QUEUE);
      return row;
    },

    /**
     * Newest first, with their text: the dev outbox (not in production) shows codes to people and tests.
     * A waiting message is opened from its row; a delivered one comes from this process's memory, and is
     * empty when another process (or this one before a restart) sent it.
     */
    async listForRecipient(recipient: string): Promise<(OutboxMessageRow & { body: string })[]> {
      const rows = await repository.listForRecipient(normaliseRecipient(recipient), DEV_OUTBOX_LIMIT);
      return rows.map((row) => ({
        ...row,
        body:
          (row.body === null ? undefined : deps.seal.open(row.body, row.id)) ??
          deps.devMailbox?.bodyOf(row.id) ??
          '',
      }));
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
