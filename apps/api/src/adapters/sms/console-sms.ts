import type { FastifyBaseLogger } from 'fastify';
import { redactSecrets } from '../redact-message';
import type { SmsAdapter } from './sms-adapter';

/**
 * Default adapter: writes the SMS to the log instead of paying a provider, with its code blanked (read
 * codes from the development outbox, GET /api/dev/outbox, on this machine).
 */
export function createConsoleSmsAdapter(logger: Pick<FastifyBaseLogger, 'info'>): SmsAdapter {
  return {
    name: 'console',
    async send(message) {
      const text = redactSecrets(message.text);
      logger.info({ sms: { ...message, text } }, `SMS to ${message.to}: ${text}`);
    },
  };
}
