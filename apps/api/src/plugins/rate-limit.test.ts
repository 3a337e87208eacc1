import { randomBytes, randomInt } from 'node:crypto';
import { SIGN_IN_MESSAGES, SIGN_IN_RATE_LIMITS } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { testApi, type Answer } from '../../test/api';
import { setupTestApp } from '../../test/build-app';
import { REGISTRATION_RATE_LIMITS } from './rate-limit';

// With REDIS_URL in the environment the counters live in Redis, as on a deployment with replicas.
const redisEnv: Record<string, string> = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
const ctx = setupTestApp({ env: redisEnv });
const api = testApi(ctx);

// A fresh address per test (and per run, since Redis keeps counting between runs).
const freshIp = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
const run = Date.now().toString(36);

function expectRateLimited(res: Answer) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ message: SIGN_IN_MESSAGES.rateLimited, code: 'rate_limited' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('sign-in rate limits (ARCHITECTURE §4)', () => {
  it('limits code requests per contact, whatever the address', async () => {
    const email = `limit.contact.${run}@example.com`;
    for (let i = 0; i < SIGN_IN_RATE_LIMITS.loginPerContact.max; i += 1) {
      expect(
        (await api.anonymous.post('/api/v2/installer/login', { body: { email }, remoteAddress: freshIp() }))
          .status,
      ).toBe(404);
    }
    expectRateLimited(
      await api.anonymous.post('/api/v2/installer/login', { body: { email }, remoteAddress: freshIp() }),
    );
  });

  it('limits code requests per IP address, whatever the contact', async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_RATE_LIMITS.loginPerIp.max; i += 1) {
      const res = await api.anonymous.post('/api/v2/installer/login', {
        body: { email: `ip.${run}.${i}@example.com` },
        remoteAddress: ip,
      });
      expect(res.status).toBe(404);
    }
    expectRateLimited(
      await api.anonymous.post('/api/v2/installer/login', {
        body: { email: `ip.${run}.x@example.com` },
        remoteAddress: ip,
      }),
    );
  });

  it('keeps no limit per request or account that others could fill: only the address counts', async () => {
    const requestId = randomBytes(16).toString('base64url');
    const answers = [];
    for (let i = 0; i < SIGN_IN_RATE_LIMITS.verifyPerIp.max + 5; i += 1) {
      answers.push(
        (
          await api.anonymous.post('/api/v2/installer/login/verify', {
            body: { code: '12345', requestId },
            remoteAddress: freshIp(),
          })
        ).status,
      );
    }
    expect(new Set(answers)).toEqual(new Set([406]));
  });

  it('limits code checks per IP address', async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_RATE_LIMITS.verifyPerIp.max; i += 1) {
      await api.anonymous.post('/api/v2/installer/login/verify', {
        body: { code: '12345', requestId: randomBytes(16).toString('base64url') },
        remoteAddress: ip,
      });
    }
    expectRateLimited(
      await api.anonymous.post('/api/v2/installer/login/verify', {
        body: { code: '12345', requestId: randomBytes(16).toString('base64url') },
        remoteAddress: ip,
      }),
    );
  });
});

describe('registration rate limits', () => {
  it('limits validate calls per IP address', async () => {
    const ip = freshIp();
    for (let i = 0; i < REGISTRATION_RATE_LIMITS.validatePerIp.max; i += 1) {
      const url = `/api/v2/company/validate?email=check.${run}.${i}@example.com`;
      expect((await api.anonymous.get(url, { remoteAddress: ip })).status).toBe(200);
    }
    const url = `/api/v2/company/validate?email=check.${run}.last@example.com`;
    expectRateLimited(await api.anonymous.get(url, { remoteAddress: ip }));
  });

  it('limits registrations per IP address', async () => {
    const ip = freshIp();
    // A registration that clashes with a demo account: it is answered (422) and counted.
    const body = {
      email: 'jan.nowak@example.com',
      name: 'Jan',
      surname: 'Nowak',
      phone: '501234567',
      regionsId: 10,
      languagesId: 11,
      companyName: 'Dachy Nowak',
      companyAddress: 'ul. Puławska 145',
      companyHouseNumber: '145',
      companyCity: 'Warszawa',
      companyPostalCode: '02-715',
      email_consent: 0,
      phone_consent: 0,
    };
    for (let i = 0; i < REGISTRATION_RATE_LIMITS.registerPerIp.max; i += 1) {
      expect(
        (await api.anonymous.post('/api/v2/company/register', { body: body, remoteAddress: ip })).status,
      ).toBe(422);
    }
    expectRateLimited(
      await api.anonymous.post('/api/v2/company/register', { body: body, remoteAddress: ip }),
    );
  });
});
