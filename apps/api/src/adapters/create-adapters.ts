import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env';
import { createConsoleEmailAdapter } from './email/console-email';
import type { EmailAdapter } from './email/email-adapter';
import { createSmtpEmailAdapter } from './email/smtp-email';
import { createConsoleSmsAdapter } from './sms/console-sms';
import { createHttpSmsAdapter } from './sms/http-sms';
import type { SmsAdapter } from './sms/sms-adapter';

export interface MessageAdapters {
  email: EmailAdapter;
  sms: SmsAdapter;
}

/** Picks the adapters named by the configuration (EMAIL_ADAPTER, SMS_ADAPTER). */
export function createMessageAdapters(config: AppConfig, logger: FastifyBaseLogger): MessageAdapters {
  const email =
    config.email.adapter === 'smtp' && config.email.smtpUrl
      ? createSmtpEmailAdapter({ url: config.email.smtpUrl, from: config.email.from })
      : createConsoleEmailAdapter(logger);
  const sms =
    config.sms.adapter === 'http' && config.sms.httpUrl && config.sms.httpToken
      ? createHttpSmsAdapter({
          url: config.sms.httpUrl,
          token: config.sms.httpToken,
          sender: config.sms.sender,
        })
      : createConsoleSmsAdapter(logger);
  return { email, sms };
}
