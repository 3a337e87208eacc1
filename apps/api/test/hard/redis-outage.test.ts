import { SIGN_IN_MESSAGES } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../api';
import { setupTestApp } from '../build-app';
import { createOwner } from '../factories/users';
import { startTcpProxy, type TcpProxy } from '../tcp-proxy';

// Redis holds the sign-in rate-limit counters of all instances (ARCHITECTURE §3). It is not the place
// of any rule of the database (60 s between codes, 5 tries, the account lock): when it hangs or is
// gone, sign-in goes on at its usual speed without the limits, and they count again once it is back.
const REDIS = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const ANSWER_WITHIN_MS = 2000;
const CALLS = 8;

const ctx = setupTestApp();
let proxy: TcpProxy;
let app: FastifyInstance;
let sequence = 0;

beforeAll(async () => {
  proxy = await startTcpProxy({ host: REDIS.hostname, port: Number(REDIS.port || 6379) });
  const proxied = new URL(REDIS);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  app = await ctx.build({ env: { REDIS_URL: proxied.toString(), RATE_LIMITS_ENABLED: 'true' } });
});
// the apps close after the file (setupTestApp)
afterAll(async () => {
  await proxy?.heal();
  await proxy?.close();
});

/** A code request for a new account from an address of its own: only the limits can refuse it. */
async function timedLogin(email?: string) {
  sequence += 1;
  const contact = email ?? (await createOwner(ctx.app)).email;
  const started = performance.now();
  const res = await testApi(app).anonymous.post('/api/v2/installer/login', {
    body: { email: contact },
    remoteAddress: `10.77.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`,
  });
  return {
    status: res.status,
    message: res.body?.message as string | undefined,
    ms: performance.now() - started,
  };
}

/** Six code requests for one contact: the sixth is the contact limit's (5 a minute), if it counts. */
async function sixthOfOneContact() {
  const { email } = await createOwner(ctx.app);
  const answers = [];
  for (let i = 0; i < 6; i += 1) answers.push(await timedLogin(email));
  return answers[5]!;
}

/** Waits until the limits count again (the client reconnects on its own), at most 10 s. */
async function untilLimitsCount(): Promise<number> {
  const started = performance.now();
  for (;;) {
    const sixth = await sixthOfOneContact();
    if (sixth.message === SIGN_IN_MESSAGES.rateLimited) return performance.now() - started;
    if (performance.now() - started > 10_000) throw new Error('the limits do not count again');
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('Redis out of reach', () => {
  it('counts the limits while Redis answers', async () => {
    expect(await sixthOfOneContact()).toMatchObject({ status: 429, message: SIGN_IN_MESSAGES.rateLimited });
  });

  it(`sends codes within ${ANSWER_WITHIN_MS} ms while Redis refuses connections, without the limits`, async () => {
    await proxy.cut();
    for (let i = 0; i < CALLS; i += 1) {
      const answer = await timedLogin();
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    // the database's rules still hold: a second code within 60 s is refused, the first one still valid
    expect(await sixthOfOneContact()).toMatchObject({
      status: 429,
      message: SIGN_IN_MESSAGES.codeAlreadySent,
    });
    await proxy.heal();
    expect(await untilLimitsCount()).toBeLessThan(10_000);
  });

  it(`sends codes within ${ANSWER_WITHIN_MS} ms while Redis hangs, and counts again when it answers`, async () => {
    proxy.freeze();
    for (let i = 0; i < CALLS; i += 1) {
      const answer = await timedLogin();
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    await proxy.heal();
    expect(await untilLimitsCount()).toBeLessThan(10_000);
  });
});
