import type { FastifyBaseLogger } from 'fastify';
import type { MessageAdapters } from '../adapters/create-adapters';
import { redactSecrets } from '../adapters/redact-message';
import type { Clock } from '../lib/clock';
import type { Db } from '../db/database';
import type { DevMailbox } from '../modules/outbox/dev-mailbox';
import type { MessageSeal } from '../modules/outbox/message-seal';
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
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  seal: MessageSeal;
  /** Outside production: keeps what was delivered for the development outbox. */
  devMailbox: DevMailbox | null;
}

/** Why a message body cannot be opened: a changed secret, or a row written before bodies were sealed. */
const UNREADABLE_BODY = 'the message body cannot be opened';

/**
 * A provider's refusal as it may be kept and logged: providers quote the message they were given, so its
 * text, codes and link tokens are cut out.
 */
function scrubReason(reason: string, texts: readonly string[]): string {
  const cut = texts
    .filter((text) => text.length > 0)
    .reduce((value, text) => value.split(text).join('[message]'), reason);
  return redactSecrets(cut);
}

/**
 * Delivers one outbox message. Throwing makes pg-boss retry with backoff; the last failed attempt
 * marks the row failed. Delivery is at least once: a crash between sending and marking resends.
 * Nothing of the message stays readable: the row's body is wiped once it is sent (or has failed for
 * good), and neither the log, the row's error nor the job's output carries its text.
 */
export function createSendMessageHandler(deps: SendMessageDeps) {
  const repository = createOutboxRepository(deps.db);
  return async (data: SendMessageJob, job: JobContext): Promise<void> => {
    const message = await repository.get(data.messageId);
    if (!message || message.status !== 'queued') return;
    const text = message.body === null ? null : deps.seal.open(message.body, message.id);
    if (text === null) {
      // retrying cannot help: the message is failed at once, and says why
      deps.logger.error({ messageId: message.id }, UNREADABLE_BODY);
      await repository.markAttemptFailed(message.id, UNREADABLE_BODY, true);
      return;
    }
    // the development outbox shows every message this process tried, refused ones included
    deps.devMailbox?.remember(message.id, text);
    try {
      if (message.channel === 'sms') {
        await deps.adapters.sms.send({ to: message.recipient, text });
      } else {
        await deps.adapters.email.send({ to: message.recipient, subject: message.subject ?? '', text });
      }
    } catch (error) {
      const reason = scrubReason(error instanceof Error ? error.message : String(error), [text]);
      deps.logger.warn({ messageId: message.id, attempt: job.retryCount + 1, reason }, 'message not sent');
      await repository.markAttemptFailed(message.id, reason, job.isLastAttempt);
      // pg-boss keeps the thrown message as the job's output: the scrubbed one, without the original
      throw new Error(reason);
    }
    await repository.markSent(message.id, deps.clock.now());
  };
}
