import { EMAIL_CHANGE_MESSAGES, MESSAGES, UserSchema, confirmEmailChange } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi, type Caller } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createOperator } from '../../../test/factories/operators';
import { createInstaller, createOwner, createUser } from '../../../test/factories/users';
import type { UserRow } from '../../db/schema/users';
import { createManualClock } from '../../lib/clock';

const clock = createManualClock(new Date());
const ctx = setupTestApp({ clock, env: { RATE_LIMITS_ENABLED: 'false' } });
const api = testApi(ctx);

const SELF = '/api/v1/installer/user/self';
const MINUTE = 60_000;

const self = async (who: Caller) => UserSchema.parse((await api.as(who).get(SELF)).body);
const changeEmail = (who: Caller, email: string) => api.as(who).patch(SELF, { body: { email } });
const confirm = (who: Caller, code: string) => api.as(who).post(confirmEmailChange, { body: { code } });

interface OutboxMessage {
  channel: string;
  kind: string;
  subject: string | null;
  body: string;
}
const outboxOf = async (to: string): Promise<OutboxMessage[]> =>
  (await api.anonymous.get('/api/dev/outbox', { query: { to } })).body as OutboxMessage[];

async function latestCode(to: string): Promise<string> {
  const [message] = await outboxOf(to);
  const code = message?.body.match(/\b\d{5}\b/)?.[0];
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}
const wrongOf = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

let sequence = 0;
const newAddress = () => `nowy.adres.${Date.now().toString(36)}${(sequence += 1)}@example.com`;

let installer: UserRow;
beforeAll(async () => {
  installer = await createInstaller(ctx.app, await createCompany(ctx.app));
});

describe('PATCH self with a new e-mail: a code to the new address first', () => {
  it('keeps the current address, answers the waiting one, and sends the code to it only', async () => {
    const address = newAddress();
    const res = await changeEmail(installer, address.toUpperCase());
    expect(res.status).toBe(200);
    expect(UserSchema.parse(res.body)).toMatchObject({ email: installer.email, pending_email: address });
    expect(await self(installer)).toMatchObject({ email: installer.email, pending_email: address });

    const [message] = await outboxOf(address);
    expect(message).toMatchObject({ channel: 'email', kind: 'otp', subject: 'Potwierdź nowy adres e-mail' });
    expect(message?.body).toMatch(/^Twój kod Installer Club do potwierdzenia nowego adresu e-mail: \d{5}\./);
    expect(await outboxOf(installer.email)).toEqual([]);
  });

  it('refuses another code within a minute, and sends a new one after it', async () => {
    const user = await createInstaller(ctx.app);
    const address = newAddress();
    expect((await changeEmail(user, address)).status).toBe(200);
    clock.advance(20_000);
    const again = await changeEmail(user, address);
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ message: EMAIL_CHANGE_MESSAGES.resendTooSoon });
    expect(Number(again.headers['retry-after'])).toBe(40);
    const first = await latestCode(address);

    clock.advance(41_000);
    expect((await changeEmail(user, address)).status).toBe(200);
    const second = await latestCode(address);
    expect(await outboxOf(address)).toHaveLength(2);
    // only the newest code works
    if (first !== second) expect((await confirm(user, first)).status).toBe(406);
    expect((await confirm(user, second)).status).toBe(200);
  });

  it('drops a waiting change when the current address is sent again', async () => {
    const user = await createInstaller(ctx.app);
    const address = newAddress();
    await changeEmail(user, address);
    const code = await latestCode(address);
    const res = await api.as(user).patch(SELF, { body: { name: 'Marek', email: user.email } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: user.email, pending_email: null });
    const late = await confirm(user, code);
    expect(late.status).toBe(404);
    expect(late.body).toMatchObject({ message: EMAIL_CHANGE_MESSAGES.notPending });
  });

  it("refuses an address another account has, and a company owner's change, on the e-mail field", async () => {
    const other = await createInstaller(ctx.app);
    const taken = await changeEmail(installer, other.email.toUpperCase());
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: [MESSAGES.emailTaken] });
    const owner = await createOwner(ctx.app);
    const res = await changeEmail(owner, newAddress());
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['email']);
    expect((await self(owner)).pending_email).toBeNull();
  });
});

describe('POST /api/v1/installer/user/self/email/confirm', () => {
  it('answers 401 without a session and 422 for a code that is not 5 digits', async () => {
    expect((await api.anonymous.post(confirmEmailChange, { body: { code: '12345' } })).status).toBe(401);
    const bad = await confirm(installer, '12a45');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['code']);
  });

  it('applies the address with the right code: verified, signs in, and the old address is told', async () => {
    const user = await createInstaller(ctx.app);
    const address = newAddress();
    clock.advance(MINUTE);
    await changeEmail(user, address);
    const code = await latestCode(address);

    const wrong = await confirm(user, wrongOf(code));
    expect(wrong.status).toBe(406);
    expect((await self(user)).email).toBe(user.email);

    const res = await confirm(user, code);
    expect(res.status).toBe(200);
    expect(UserSchema.parse(res.body)).toMatchObject({
      email: address,
      pending_email: null,
      verified_email_at: clock.now().toISOString(),
    });
    expect((await confirm(user, code)).status).toBe(404);

    const [notice] = await outboxOf(user.email);
    expect(notice).toMatchObject({
      channel: 'email',
      kind: 'notification',
      subject: 'Zmieniono Twój adres e-mail do logowania',
    });
    expect(notice?.body).toContain(`n•••@example.com`);
    expect(notice?.body).not.toContain(address);

    const login = (email: string) => api.anonymous.post('/api/v2/installer/login', { body: { email } });
    expect((await login(address)).status).toBe(200);
    expect((await login(user.email)).status).toBe(404);
  });

  it('tells the phone when the account had no e-mail address', async () => {
    const user = await createUser(ctx.app, (await createCompany(ctx.app)).id, { email: '' });
    const address = newAddress();
    await changeEmail(user, address);
    expect((await confirm(user, await latestCode(address))).status).toBe(200);
    const [notice] = await outboxOf(user.phone);
    expect(notice).toMatchObject({ channel: 'sms', kind: 'notification', subject: null });
    expect(notice?.body).toContain('n•••@example.com');
  });

  it('spends a code after 5 wrong tries, and refuses changes for a while after 10', async () => {
    const user = await createInstaller(ctx.app);
    const address = newAddress();
    await changeEmail(user, address);
    const code = await latestCode(address);
    for (let i = 0; i < 5; i += 1) expect((await confirm(user, wrongOf(code))).status).toBe(406);
    expect((await confirm(user, code)).status).toBe(404);
    expect((await self(user)).pending_email).toBeNull();

    clock.advance(MINUTE);
    await changeEmail(user, address);
    const next = await latestCode(address);
    for (let i = 0; i < 5; i += 1) expect((await confirm(user, wrongOf(next))).status).toBe(406);
    // ten wrong codes within 15 minutes, across two codes
    clock.advance(MINUTE);
    const locked = await changeEmail(user, address);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ message: EMAIL_CHANGE_MESSAGES.locked });
    // the first code's tries leave the window 15 minutes after it was sent, two minutes ago
    expect(Number(locked.headers['retry-after'])).toBe(13 * 60);
    expect((await confirm(user, next)).status).toBe(429);

    clock.advance(13 * MINUTE + 1000);
    expect((await changeEmail(user, address)).status).toBe(200);
    expect((await confirm(user, await latestCode(address))).status).toBe(200);
  });

  it('refuses a code older than 10 minutes', async () => {
    const user = await createInstaller(ctx.app);
    const address = newAddress();
    await changeEmail(user, address);
    const code = await latestCode(address);
    clock.advance(10 * MINUTE + 1000);
    expect((await self(user)).pending_email).toBeNull();
    expect((await confirm(user, code)).status).toBe(404);
  });

  it('refuses the change when another account took the address meanwhile', async () => {
    const user = await createInstaller(ctx.app);
    const address = newAddress();
    await changeEmail(user, address);
    await createInstaller(ctx.app, undefined, { email: address });
    const res = await confirm(user, await latestCode(address));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [MESSAGES.emailTaken] });
    expect((await self(user)).email).toBe(user.email);
  });

  it('is refused in a session an operator opened as the user', async () => {
    const user = await createInstaller(ctx.app);
    const address = newAddress();
    await changeEmail(user, address);
    const operator = await createOperator(ctx.app, 'admin');
    const emulated = await ctx.app.services.sessions.open(
      { kind: 'user', id: user.id, uuid: user.uuid, roleId: 3, companyId: user.companyId },
      { emulatedByOperatorId: operator.id },
    );
    const res = await api
      .as({ headers: { authorization: `Bearer ${emulated.token}` } })
      .post(confirmEmailChange, { body: { code: await latestCode(address) } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'emulation_refused' });
    expect((await self(user)).email).toBe(user.email);
  });
});
