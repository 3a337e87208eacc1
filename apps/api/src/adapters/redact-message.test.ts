import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createConsoleEmailAdapter } from './email/console-email';
import { redactSecrets } from './redact-message';
import { createConsoleSmsAdapter } from './sms/console-sms';

describe('console message adapters', () => {
  it('never write a one-time code or a link token to the log', async () => {
    const lines: string[] = [];
    const logger = {
      info: (fields: object, message?: string) => {
        lines.push(JSON.stringify(fields) + (message ?? ''));
      },
    } as unknown as Pick<FastifyBaseLogger, 'info'>;
    await createConsoleSmsAdapter(logger).send({ to: '+48501234567', text: 'Your code: 48213' });
    await createConsoleEmailAdapter(logger).send({
      to: 'jan.nowak@example.com',
      subject: 'Code 48213',
      text: 'Your code is 48213. Confirm: https://club.example/verify-email?token=abcDEF123&x=1',
    });
    const log = lines.join('\n');
    expect(log).not.toContain('48213');
    expect(log).not.toContain('abcDEF123');
    expect(log).toContain('+48501234567');
    expect(log).toContain('token=[redacted]&x=1');
  });

  it('keeps numbers that are not codes', () => {
    expect(redactSecrets('Order 123456, 1234 points, code 99999')).toBe(
      'Order 123456, 1234 points, code •••••',
    );
  });
});
