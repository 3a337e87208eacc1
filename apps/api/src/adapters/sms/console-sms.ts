import type { FastifyBaseLogger } from 'fastify';
import type { SmsAdapter } from './sms-adapter';

/** Default adapter: writes the SMS to the log instead of paying a provider. */
export function createConsoleSmsAdapter(logger: Pick<FastifyBaseLogger, 'info'>): SmsAdapter {
  return {
    name: 'console',
    async send(message) {
      logger.info({ sms: message }, `SMS to ${message.to}: ${message.text}`);
    },
  };
}
