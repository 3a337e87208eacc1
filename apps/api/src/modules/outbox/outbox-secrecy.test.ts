import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createInstaller } from '../../../test/factories/users';
import type { SmsAdapter } from '../../adapters/sms/sms-adapter';

const ctx = setupTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });

/** Everything the server wrote to its log, at the most talkative level. */
const logLines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString('utf8')));

// A provider that refuses and, as some do, quotes the message it was given in its error.
const quotingSms: SmsAdapter = {
  name: 'quoting',
  async send(message) {
    throw new Error(`provider refused "${message.text}" for ${message.to}`);
  },
};

/** Every column of every outbox row, as someone reading the table (or a backup of it) sees it. */
async function outboxTable(): Promise<string> {
  const { rows } = await ctx.database.executeSql('select * from outbox_messages');
  return JSON.stringify(rows);
}

/** What the job queue keeps of its jobs: their data and the output of failed attempts. */
async function jobTable(): Promise<string> {
  const { rows } = await ctx.database.executeSql('select data, output from pgboss.job');
  return JSON.stringify(rows);
}

async function storedBody(id: string): Promise<unknown> {
  const { rows } = await ctx.database.executeSql('select body from outbox_messages where id = $1', [id]);
  expect(rows).toHaveLength(1);
  return (rows[0] as { body: unknown }).body;
}

async function outboxOf(app: FastifyInstance, to: string) {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return res.json<{ id: string; body: string; status: string; error: string | null }[]>();
}

async function waitForStatus(app: FastifyInstance, to: string, status: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [latest] = await outboxOf(app, to);
    if (latest?.status === status) return latest;
    if (Date.now() > deadline) throw new Error(`outbox for ${to}: ${JSON.stringify(latest)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const codeIn = (body: string | undefined) => body?.match(/\b\d{5}\b/)?.[0];

describe('one-time codes in the outbox (ARCHITECTURE §4 Messages)', () => {
  let worker: FastifyInstance;
  beforeAll(async () => {
    worker = await ctx.build({
      env: {
        JOBS_ENABLED: 'true',
        OUTBOX_RETRY_LIMIT: '0',
        RATE_LIMITS_ENABLED: 'false',
        LOG_LEVEL: 'trace',
      },
      adapters: { sms: quotingSms },
      logStream,
    });
    await worker.ready();
  });

  it('stores a queued message sealed: the code is readable only through the dev outbox', async () => {
    // the default app runs no workers, so the message stays queued
    const installer = await createInstaller(ctx.app, await createCompany(ctx.app));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/installer/login',
      payload: { email: installer.email },
    });
    expect(res.statusCode).toBe(200);
    const [message] = await outboxOf(ctx.app, installer.email);
    expect(message?.status).toBe('queued');
    const code = codeIn(message?.body);
    expect(code).toBeDefined();
    expect(await outboxTable()).not.toContain(code);
  });

  it('keeps no readable code in any column once the message is delivered, and logs none', async () => {
    const installer = await createInstaller(worker, await createCompany(worker));
    logLines.length = 0;
    const res = await worker.inject({
      method: 'POST',
      url: '/api/v2/installer/login',
      payload: { email: installer.email },
    });
    expect(res.statusCode).toBe(200);
    const sent = await waitForStatus(worker, installer.email, 'sent');
    // this machine's dev outbox still shows it, from the memory of the process that delivered it
    const code = codeIn(sent.body);
    expect(code).toBeDefined();
    expect(await storedBody(sent.id)).toBeNull();
    expect(await outboxTable()).not.toContain(code);
    expect(await jobTable()).not.toContain(code);
    const log = logLines.join('');
    expect(log).toContain(installer.email);
    expect(log).not.toContain(code);
  });

  it('keeps no code in the row, the job or the log when the provider refuses a message', async () => {
    const installer = await createInstaller(worker, await createCompany(worker));
    logLines.length = 0;
    const res = await worker.inject({
      method: 'POST',
      url: '/api/v2/installer/login',
      payload: { phone: installer.phone.replace('+48', ''), region_id: installer.regionId },
    });
    expect(res.statusCode).toBe(200);
    const [queued] = await outboxOf(worker, installer.phone);
    const code = codeIn(queued?.body);
    expect(code).toBeDefined();
    const failed = await waitForStatus(worker, installer.phone, 'failed');
    expect(failed.error).toMatch(/^provider refused/);
    expect(failed.error).not.toContain(code);
    expect(await storedBody(failed.id)).toBeNull();
    expect(await outboxTable()).not.toContain(code);
    expect(await jobTable()).not.toContain(code);
    const log = logLines.join('');
    expect(log).toContain('message not sent');
    expect(log).not.toContain(code);
  });
});
