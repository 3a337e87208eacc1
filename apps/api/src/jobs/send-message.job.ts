import type { FastifyBaseLogger } from 'fastify';
import type { MessageAdapters } from '../adapters/create-adapters';
import type { Clock } from '../lib/clock';
import type { Db } from '../db/database';
import { createOutboxRepository } from '../modules/outbox/outbox.repository';
import type { JobContext } from './queue';

export const SEND_MESSAGE_QUEUE = 'send-message';

export interface SendMessageJob {
  messageId: string;
}

export interface SendMessageDeps {
  db: Db;
  adapters: MessageAdapters;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  /** Production keeps no readable one-time codes once they are delivered. */
  redactSentCodes: boolean;
}

/**
 * Delivers one outbox message. Throwing makes pg-boss retry with backoff; the last failed attempt
 * marks the row failed. Delivery is at least once: a crash between sending and marking resends.
 */
export function createSendMessageHandler(deps: SendMessageDeps) {
  const repository = createOutboxRepository(deps.db);
  return async (data: SendMessageJob, job: JobContext): Promise<void> => {
    const message = await repository.get(data.messageId);
    if (!message || message.status !== 'queued') return;
    try {
      if (message.channel === 'sms') {
        await deps.adapters.sms.send({ to: message.recipient, text: message.body });
      } else {
        await deps.adapters.email.send({
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.body,
        });
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      deps.logger.warn({ messageId: message.id, attempt: job.retryCount + 1, reason }, 'message not sent');
      await repository.markAttemptFailed(message.id, reason, job.isLastAttempt);
      throw error;
    }
    const redacted = deps.redactSentCodes && message.kind === 'otp' ? '[code delivered]' : undefined;
    await repository.markSent(message.id, deps.clock.now(), redacted);
  };
}
