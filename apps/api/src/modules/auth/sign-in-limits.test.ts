import { randomInt } from 'node:crypto';
import { SIGN_IN_MESSAGES, SIGN_IN_RATE_LIMITS } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/build-app';

// With REDIS_URL in the environment the counters live in Redis, as on a deployment with replicas.
const redisEnv: Record<string, string> = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
const ctx = setupTestApp({ env: redisEnv });
let app: FastifyInstance;
beforeAll(() => {
  app = ctx.app;
});

// A fresh address per test (and per run, since Redis keeps counting between runs).
const freshIp = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
const run = Date.now().toString(36);

const post = (url: string, payload: object, ip: string) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: ip });

function expectRateLimited(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: SIGN_IN_MESSAGES.rateLimited, code: 'rate_limited' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('sign-in rate limits (ARCHITECTURE §4)', () => {
  it('limits code requests per contact, whatever the address', async () => {
    const email = `limit.contact.${run}@example.com`;
    for (let i = 0; i < SIGN_IN_RATE_LIMITS.loginPerContact.max; i += 1) {
      expect((await post('/api/v2/installer/login', { email }, freshIp())).statusCode).toBe(404);
    }
    expectRateLimited(await post('/api/v2/installer/login', { email }, freshIp()));
  });

  it('limits code requests per IP address, whatever the contact', async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_RATE_LIMITS.loginPerIp.max; i += 1) {
      const res = await post('/api/v2/installer/login', { email: `ip.${run}.${i}@example.com` }, ip);
      expect(res.statusCode).toBe(404);
    }
    expectRateLimited(await post('/api/v2/installer/login', { email: `ip.${run}.x@example.com` }, ip));
  });

  it('limits code checks per account', async () => {
    const userId = 900_000 + randomInt(0, 99_999);
    for (let i = 0; i < SIGN_IN_RATE_LIMITS.verifyPerAccount.max; i += 1) {
      expect(
        (await post('/api/v2/installer/login/verify', { code: '12345', userId }, freshIp())).statusCode,
      ).toBe(406);
    }
    expectRateLimited(await post('/api/v2/installer/login/verify', { code: '12345', userId }, freshIp()));
  });

  it('limits code checks per IP address', async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_RATE_LIMITS.verifyPerIp.max; i += 1) {
      await post('/api/v2/installer/login/verify', { code: '12345', userId: 800_000 + i }, ip);
    }
    expectRateLimited(await post('/api/v2/installer/login/verify', { code: '12345', userId: 1 }, ip));
  });
});
