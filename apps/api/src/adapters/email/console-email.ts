import type { FastifyBaseLogger } from 'fastify';
import type { EmailAdapter } from './email-adapter';

/** Default adapter: writes the e-mail to the log, where people running the app read their codes. */
export function createConsoleEmailAdapter(logger: Pick<FastifyBaseLogger, 'info'>): EmailAdapter {
  return {
    name: 'console',
    async send(message) {
      logger.info({ email: message }, `e-mail to ${message.to}: ${message.subject}`);
    },
  };
}
