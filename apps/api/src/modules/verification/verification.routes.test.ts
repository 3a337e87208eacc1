import { UserSchema, confirmEmailChange } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi, type Caller } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createInstaller, createUser } from '../../../test/factories/users';
import type { UserRow } from '../../db/schema/users';
import { createManualClock } from '../../lib/clock';
import { VERIFICATION_MESSAGES } from './verification.service';

const clock = createManualClock(new Date());
const ctx = setupTestApp({ clock });
const api = testApi(ctx);
let installer: UserRow;

const ENDPOINT = '/api/v2/company/verification';
const self = async (who: Caller) =>
  UserSchema.parse((await api.as(who).get('/api/v1/installer/user/self')).body);

/** The link of the newest message in the dev outbox for an address. */
async function latestLink(email: string): Promise<URL> {
  const res = await api.anonymous.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const [message] = res.body;
  expect(message?.channel).toBe('email');
  const link = message?.body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in the outbox for ${email}`);
  return new URL(link);
}

beforeAll(async () => {
  const plCompany = await createCompany(ctx.app);
  installer = await createInstaller(ctx.app, plCompany);
});

describe('POST /api/v2/company/verification (spec 01 §2, §7)', () => {
  it('answers 401 without a token', async () => {
    expect((await api.anonymous.post(ENDPOINT)).status).toBe(401);
  });

  it('sends a link to /verify-email with a token, then refuses another send within 60 s', async () => {
    const res = await api.as(installer).post(ENDPOINT);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const link = await latestLink(installer.email ?? '');
    // no PUBLIC_URL in the tests: the origin the request came to
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost/verify-email');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);

    clock.advance(30_000);
    const again = await api.as(installer).post(ENDPOINT);
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ message: VERIFICATION_MESSAGES.resendTooSoon });
    expect(Number(again.headers['retry-after'])).toBe(30);
  });

  it('answers 422 on the e-mail field for a user without an address', async () => {
    const company = await createCompany(ctx.app);
    const user = await createUser(ctx.app, company.id, { email: '' });
    const res = await api.as(user).post(ENDPOINT);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['email']);
  });
});

describe('GET /api/v2/company/verification?token= (spec 01 §7)', () => {
  it('answers 422 with the field without a token, 404 for an unknown one', async () => {
    const missing = await api.anonymous.get(ENDPOINT);
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['token']);
    expect((await api.anonymous.get(ENDPOINT, { query: { token: 'no-such-token' } })).status).toBe(404);
  });

  it('confirms the address once: self shows verified_email_at, a second use is 404', async () => {
    expect((await self(installer)).verified_email_at).toBeNull();
    const token = (await latestLink(installer.email ?? '')).searchParams.get('token') ?? '';
    const res = await api.anonymous.get(ENDPOINT, { query: { token: token } });
    expect(res.status).toBe(200);
    const verifiedAt = res.body.verified_email_at;
    expect(verifiedAt).toBe(clock.now().toISOString());
    expect((await self(installer)).verified_email_at).toBe(verifiedAt);

    const reused = await api.anonymous.get(ENDPOINT, { query: { token: token } });
    expect(reused.status).toBe(404);
    expect(reused.body).toMatchObject({ message: VERIFICATION_MESSAGES.invalidLink });
  });

  it('does not use a link sent to an address the user has changed since', async () => {
    clock.advance(61_000);
    expect((await api.as(installer).post(ENDPOINT)).status).toBe(200);
    const token = (await latestLink(installer.email ?? '')).searchParams.get('token') ?? '';
    const changed = await api
      .as(installer)
      .patch('/api/v1/installer/user/self', { body: { email: 'piotr.z@example.com' } });
    expect(changed.body).toMatchObject({ pending_email: 'piotr.z@example.com' });
    const [message] = (await api.anonymous.get('/api/dev/outbox?to=piotr.z@example.com')).body;
    const code = message?.body.match(/\b\d{5}\b/)?.[0];
    const confirmed = await api.as(installer).post(confirmEmailChange, { body: { code } });
    // the code reached the new address: that confirms it
    expect(confirmed.body).toMatchObject({ email: 'piotr.z@example.com' });
    const verifiedAt = (await self(installer)).verified_email_at;
    expect(verifiedAt).toBe(clock.now().toISOString());

    clock.advance(1000);
    expect((await api.anonymous.get(ENDPOINT, { query: { token: token } })).status).toBe(404);
    expect((await self(installer)).verified_email_at).toBe(verifiedAt);
  });

  it('refuses a link older than 24 hours', async () => {
    clock.advance(61_000);
    expect((await api.as(installer).post(ENDPOINT)).status).toBe(200);
    const token = (await latestLink('piotr.z@example.com')).searchParams.get('token') ?? '';
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await api.anonymous.get(ENDPOINT, { query: { token: token } })).status).toBe(404);
  });
});
