import { SIGN_IN_CODE_CAPS, SIGN_IN_MESSAGES } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createUser } from '../../../test/factories/users';
import type { UserRow } from '../../db/schema/users';
import { createManualClock } from '../../lib/clock';

// Codes per contact and the SMS budget per region, counted in the database: two app instances on one
// database stand for two replicas. Rate limits (Redis or in-process) are off, so only these rules answer.
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const clock = createManualClock('2025-05-05T08:00:00Z');
const env = { RATE_LIMITS_ENABLED: 'false', SMS_DAILY_BUDGET_PER_REGION: '3' };
const ctx = setupTestApp({ clock, env });
let other: FastifyInstance;
beforeAll(async () => {
  other = await ctx.build({ clock, env });
});
const apis = [
  testApi(ctx),
  testApi({
    get app() {
      return other;
    },
  }),
];

const LOGIN = '/api/v2/installer/login';
const VERIFY = '/api/v2/installer/login/verify';

let sequence = 0;
/** A user with a unique national number in PL (region 10) or CZ (region 5). */
async function freshUser(regionCode: 'PL' | 'CZ' = 'PL'): Promise<UserRow & { national: string }> {
  sequence += 1;
  const regionId = regionCode === 'PL' ? 10 : 5;
  const national = `6${String(sequence).padStart(2, '0')}${String(Date.now()).slice(-6)}`;
  const prefix = regionCode === 'PL' ? '+48' : '+420';
  const company = await createCompany(ctx.app, { regionId });
  const user = await createUser(ctx.app, company.id, { regionId, phone: `${prefix}${national}` });
  return { ...user, national };
}

/** Asks for a code by e-mail from one replica or the other, after the 60 s resend lock. */
function askByEmail(user: UserRow, replica = 0) {
  clock.advance(61 * SECOND);
  return apis[replica % 2]!.anonymous.post(LOGIN, { body: { email: user.email } });
}

const byPhone = (user: UserRow & { national: string }, replica = 0) =>
  apis[replica % 2]!.anonymous.post(LOGIN, { body: { phone: user.national, region_id: user.regionId } });

async function latestCode(contact: string): Promise<string> {
  const [latest] = (await apis[0]!.anonymous.get(`/api/dev/outbox?to=${encodeURIComponent(contact)}`)).body;
  return /\b(\d{5})\b/.exec(latest.body)![1]!;
}

describe('codes per contact (SIGN_IN_CODE_CAPS)', () => {
  it(`sends at most ${SIGN_IN_CODE_CAPS.perHour} in an hour, counted across replicas`, async () => {
    const user = await freshUser();
    const start = clock.now().getTime();
    for (let i = 0; i < SIGN_IN_CODE_CAPS.perHour; i += 1)
      expect((await askByEmail(user, i)).status).toBe(200);
    const first = start + 61 * SECOND;
    const refused = await askByEmail(user, 1);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: SIGN_IN_MESSAGES.codeLimitReached, code: 'code_limit_reached' });
    // until the first of the hour's codes is an hour old
    const wait = Math.ceil((first + HOUR - clock.now().getTime()) / SECOND);
    expect(refused.headers['retry-after']).toBe(String(wait));
    clock.advance(wait * SECOND - 61 * SECOND - 1);
    expect((await askByEmail(user)).status).toBe(429);
    clock.advance(2);
    expect((await apis[0]!.anonymous.post(LOGIN, { body: { email: user.email } })).status).toBe(200);
  });

  it(`sends at most ${SIGN_IN_CODE_CAPS.perDay} in 24 hours`, async () => {
    const user = await freshUser();
    const first = clock.now().getTime() + 61 * SECOND;
    let sent = 0;
    while (sent < SIGN_IN_CODE_CAPS.perDay) {
      const res = await askByEmail(user, sent);
      if (res.status === 200) sent += 1;
      else clock.advance(HOUR);
    }
    clock.advance(HOUR);
    const refused = await askByEmail(user);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('code_limit_reached');
    expect(Number(refused.headers['retry-after'])).toBe(
      Math.ceil((first + 24 * HOUR - clock.now().getTime()) / SECOND),
    );
  });

  it('sends one code for parallel requests from both replicas', async () => {
    const user = await freshUser();
    clock.advance(61 * SECOND);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        apis[i % 2]!.anonymous.post(LOGIN, { body: { email: user.email } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(11);
    expect((await apis[0]!.anonymous.get(`/api/dev/outbox?to=${user.email}`)).body).toHaveLength(1);
  });

  it('does not count the requests that ended in a sign-in', async () => {
    const user = await freshUser();
    for (let i = 0; i < SIGN_IN_CODE_CAPS.perHour + 2; i += 1) {
      const res = await askByEmail(user, i);
      expect(res.status).toBe(200);
      const code = await latestCode(user.email.toLowerCase());
      const verified = await apis[i % 2]!.anonymous.post(VERIFY, {
        body: { code, requestId: res.body.request_id },
      });
      expect(verified.status).toBe(200);
    }
  });

  it('counts each contact apart: with the e-mail spent, the phone still gets its codes', async () => {
    const user = await freshUser();
    for (let i = 0; i < SIGN_IN_CODE_CAPS.perHour; i += 1)
      expect((await askByEmail(user, i)).status).toBe(200);
    expect((await askByEmail(user)).status).toBe(429);
    expect((await byPhone(user)).status).toBe(200);
  });
});

describe('SMS budget per region and day (SMS_DAILY_BUDGET_PER_REGION=3)', () => {
  it('refuses SMS codes once the region has spent its budget, across replicas; e-mail and other regions go on', async () => {
    clock.set('2025-06-10T12:00:00Z');
    const users = [await freshUser(), await freshUser(), await freshUser(), await freshUser()];
    for (const [i, user] of users.slice(0, 3).entries()) expect((await byPhone(user, i)).status).toBe(200);
    const spent = await byPhone(users[3]!, 1);
    expect(spent.status).toBe(429);
    expect(spent.body).toEqual({ message: SIGN_IN_MESSAGES.smsUnavailable, code: 'sms_unavailable' });
    expect(spent.headers['retry-after']).toBe(String(12 * 60 * 60));
    // nothing was sent, so the resend lock did not start: the e-mail path answers at once
    expect((await apis[0]!.anonymous.post(LOGIN, { body: { email: users[3]!.email } })).status).toBe(200);
    const czech = await freshUser('CZ');
    expect((await byPhone(czech)).status).toBe(200);
    const [row] = (await apis[0]!.anonymous.get(`/api/dev/outbox?to=${encodeURIComponent(users[3]!.phone)}`))
      .body;
    expect(row).toBeUndefined();

    clock.set('2025-06-11T00:00:01Z');
    expect((await byPhone(users[3]!)).status).toBe(200);
  });
});
