import type { Db } from '../../db/database';
import { executorFor } from '../../db/sql-executor';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../jobs/queue';
import { SEND_MESSAGE_QUEUE, type SendMessageJob } from '../../jobs/send-message.job';
import { createOutboxRepository, type NewOutboxMessage } from './outbox.repository';

export interface OutboxServiceDeps {
  db: Db;
  queue: JobQueue;
  clock: Clock;
  retry: { limit: number; delaySeconds: number };
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

/** ARCHITECTURE §4 Messages: every message is a row first, then a job delivers it. */
export function createOutboxService(deps: OutboxServiceDeps) {
  const repository = createOutboxRepository(deps.db);

  /** The message row and its delivery job, in the caller's transaction. */
  async function enqueueMessageIn(tx: Db, message: NewOutboxMessage) {
    const row = await createOutboxRepository(tx).insert(
      { ...message, recipient: normaliseRecipient(message.recipient) },
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

    /** Newest first; the dev outbox (not in production) shows codes to people and tests. */
    listForRecipient(recipient: string) {
      return repository.listForRecipient(normaliseRecipient(recipient), DEV_OUTBOX_LIMIT);
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
