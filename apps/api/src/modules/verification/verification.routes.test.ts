import { ROLES, UserSchema, type RoleId } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type SignedIn } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createUser } from '../../../test/factories/users';
import { createManualClock } from '../../lib/clock';
import { VERIFICATION_MESSAGES } from './verification.service';

const clock = createManualClock(new Date());
const ctx = setupTestApp({ clock });
let installer: SignedIn;

const ENDPOINT = '/api/v2/company/verification';
const start = (who?: SignedIn) =>
  ctx.app.inject({ method: 'POST', url: ENDPOINT, ...(who ? { headers: who.headers } : {}) });
const confirm = (token: string) =>
  ctx.app.inject({ method: 'GET', url: `${ENDPOINT}?token=${encodeURIComponent(token)}` });
const self = async (who: SignedIn) =>
  UserSchema.parse(
    (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/installer/user/self', headers: who.headers })
    ).json(),
  );

/** The link of the newest message in the dev outbox for an address. */
async function latestLink(email: string): Promise<URL> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  const [message] = res.json<{ body: string; subject: string | null; channel: string }[]>();
  expect(message?.channel).toBe('email');
  const link = message?.body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in the outbox for ${email}`);
  return new URL(link);
}

beforeAll(async () => {
  installer = await ctx.signIn('piotr.zielinski@example.com');
});

describe('POST /api/v2/company/verification (spec 01 §2, §7)', () => {
  it('answers 401 without a token', async () => {
    expect((await start()).statusCode).toBe(401);
  });

  it('sends a link to /verify-email with a token, then refuses another send within 60 s', async () => {
    const res = await start(installer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const link = await latestLink('piotr.zielinski@example.com');
    // no PUBLIC_URL in the tests: the origin the request came to
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost/verify-email');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);

    clock.advance(30_000);
    const again = await start(installer);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ message: VERIFICATION_MESSAGES.resendTooSoon });
    expect(Number(again.headers['retry-after'])).toBe(30);
  });

  it('answers 422 on the e-mail field for a user without an address', async () => {
    const company = await createCompany(ctx.app);
    const user = await createUser(ctx.app, company.id, { email: '' });
    const session = await ctx.app.services.sessions.open({
      kind: 'user',
      id: user.id,
      uuid: user.uuid,
      roleId: user.roleId as RoleId,
      companyId: user.companyId,
    });
    const res = await start({
      session,
      principal: {
        kind: 'user',
        userUuid: user.uuid,
        roleId: ROLES.installer.id,
        companyId: company.id,
        sessionId: null,
      },
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['email']);
  });
});

describe('GET /api/v2/company/verification?token= (spec 01 §7)', () => {
  it('answers 422 with the field without a token, 404 for an unknown one', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: ENDPOINT });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json<{ errors: object }>().errors)).toEqual(['token']);
    expect((await confirm('no-such-token')).statusCode).toBe(404);
  });

  it('confirms the address once: self shows verified_email_at, a second use is 404', async () => {
    expect((await self(installer)).verified_email_at).toBeNull();
    const token = (await latestLink('piotr.zielinski@example.com')).searchParams.get('token') ?? '';
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    const verifiedAt = res.json<{ verified_email_at: string }>().verified_email_at;
    expect(verifiedAt).toBe(clock.now().toISOString());
    expect((await self(installer)).verified_email_at).toBe(verifiedAt);

    const reused = await confirm(token);
    expect(reused.statusCode).toBe(404);
    expect(reused.json()).toMatchObject({ message: VERIFICATION_MESSAGES.invalidLink });
  });

  it('does not verify an address the user has changed since the link was sent', async () => {
    clock.advance(61_000);
    expect((await start(installer)).statusCode).toBe(200);
    const token = (await latestLink('piotr.zielinski@example.com')).searchParams.get('token') ?? '';
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/installer/user/self',
      headers: installer.headers,
      payload: { email: 'piotr.z@example.com' },
    });
    expect(changed.json()).toMatchObject({ email: 'piotr.z@example.com', verified_email_at: null });
    expect((await confirm(token)).statusCode).toBe(404);
    expect((await self(installer)).verified_email_at).toBeNull();
  });

  it('refuses a link older than 24 hours', async () => {
    clock.advance(61_000);
    expect((await start(installer)).statusCode).toBe(200);
    const token = (await latestLink('piotr.z@example.com')).searchParams.get('token') ?? '';
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await confirm(token)).statusCode).toBe(404);
  });
});
