import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/build-app';
import type { SmsAdapter } from '../../adapters/sms/sms-adapter';

const ctx = setupTestApp();
const sent: string[] = [];
const recordingSms: SmsAdapter = {
  name: 'recording',
  async send(message) {
    if (message.to === '+48500000999') throw new Error('provider said no');
    sent.push(`${message.to}: ${message.text}`);
  },
};

async function waitForStatus(app: FastifyInstance, to: string, status: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    const [latest] = res.json<{ status: string; attempts: number; error: string | null }[]>();
    if (latest?.status === status) return latest;
    if (Date.now() > deadline)
      throw new Error(`outbox for ${to}: ${JSON.stringify(latest)} is not ${status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('message outbox and its job (ARCHITECTURE §4 Messages)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.build({
      env: { JOBS_ENABLED: 'true', OUTBOX_RETRY_LIMIT: '1', OUTBOX_RETRY_DELAY_SECONDS: '1' },
      adapters: { sms: recordingSms },
    });
    await app.ready();
  });

  it('sends an enqueued message through the adapter and marks it sent', async () => {
    const row = await app.services.outbox.enqueueMessage({
      channel: 'sms',
      recipient: '+48501234567',
      subject: null,
      body: 'Your code: 12345',
      kind: 'otp',
    });
    expect(row.status).toBe('queued');
    const latest = await waitForStatus(app, '+48501234567', 'sent');
    expect(latest).toMatchObject({ attempts: 1, error: null });
    expect(sent).toContain('+48501234567: Your code: 12345');
  });

  it('lists the latest messages of one recipient, newest first, with the phone typed as in a URL', async () => {
    for (const code of ['11111', '22222', '33333']) {
      await app.services.outbox.enqueueMessage({
        channel: 'email',
        recipient: 'Jan.Nowak@example.com',
        subject: 'Your code',
        body: `Your code: ${code}`,
        kind: 'otp',
      });
    }
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox?to=jan.nowak@example.com' });
    expect(res.json<{ body: string }[]>().map((m) => m.body)).toEqual([
      'Your code: 33333',
      'Your code: 22222',
      'Your code: 11111',
    ]);
    const plus = await app.inject({ method: 'GET', url: '/api/dev/outbox?to=+48501234567' });
    expect(plus.json<unknown[]>()).toHaveLength(1);
  });

  it('retries a failing message with backoff and finally marks it failed', async () => {
    await app.services.outbox.enqueueMessage({
      channel: 'sms',
      recipient: '+48500000999',
      subject: null,
      body: 'Your code: 54321',
      kind: 'otp',
    });
    const latest = await waitForStatus(app, '+48500000999', 'failed');
    expect(latest).toMatchObject({ attempts: 2, error: 'provider said no' });
  });

  it('rejects a missing recipient with 422', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['to']);
  });

  it('answers this machine only: a proxied request is refused as if the route did not exist', async () => {
    const proxied = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox?to=jan.nowak@example.com',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.statusCode).toBe(404);
    const forwarded = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox?to=jan.nowak@example.com',
      headers: { forwarded: 'for=203.0.113.7' },
    });
    expect(forwarded.statusCode).toBe(404);
    const remote = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox?to=jan.nowak@example.com',
      remoteAddress: '192.0.2.10',
    });
    expect(remote.statusCode).toBe(404);
    const local = await app.inject({ method: 'GET', url: '/api/dev/outbox?to=jan.nowak@example.com' });
    expect(local.statusCode).toBe(200);
  });

  it('does not exist in production', async () => {
    const production = await ctx.build({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'p'.repeat(32),
        OTP_SECRET: 'o'.repeat(32),
        ALLOW_CONSOLE_MESSAGES: 'true',
      },
    });
    const res = await production.inject({ method: 'GET', url: '/api/dev/outbox?to=jan.nowak@example.com' });
    expect(res.statusCode).toBe(404);
    expect(production.apiRoutes().some((r) => r.url.startsWith('/api/dev'))).toBe(false);
    // nor does the memory of delivered messages that the development outbox reads
    expect(production.services.devMailbox).toBeNull();
    expect(app.services.devMailbox).not.toBeNull();
  });
});
