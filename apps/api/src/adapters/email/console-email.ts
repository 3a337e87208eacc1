import type { FastifyBaseLogger } from 'fastify';
import { redactSecrets } from '../redact-message';
import type { EmailAdapter } from './email-adapter';

/**
 * Default adapter: writes the e-mail to the log instead of sending it, with codes and link tokens blanked
 * (read them from the development outbox, GET /api/dev/outbox, on this machine).
 */
export function createConsoleEmailAdapter(logger: Pick<FastifyBaseLogger, 'info'>): EmailAdapter {
  return {
    name: 'console',
    async send(message) {
      const logged = {
        ...message,
        subject: redactSecrets(message.subject),
        text: redactSecrets(message.text),
      };
      logger.info({ email: logged }, `e-mail to ${message.to}: ${logged.subject}`);
    },
  };
}
