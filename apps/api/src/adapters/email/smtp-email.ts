import nodemailer from 'nodemailer';
import type { EmailAdapter } from './email-adapter';

export interface SmtpOptions {
  url: string;
  from: string;
}

/** SMTP through nodemailer; the URL carries host, port, TLS and credentials (smtps://user:pass@host). */
export function createSmtpEmailAdapter(options: SmtpOptions): EmailAdapter {
  const transport = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
