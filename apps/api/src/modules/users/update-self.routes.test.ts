import {
  LANGUAGES,
  MESSAGES,
  confirmEmailChange,
  regionByCode,
  UserSchema,
  parseUserOptions,
} from '@club/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi, type Answer, type Caller } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createInstaller, createOwner } from '../../../test/factories/users';
import type { UserRow } from '../../db/schema/users';
import { users } from '../../db/schema/users';
import { OWNER_EMAIL_MESSAGE } from './users.service';

// many sign-ins from this one address: the rate limits are tested in their own file
const ctx = setupTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });
const api = testApi(ctx);
let owner: UserRow;
let installer: UserRow;
let otherInstaller: UserRow;

const URL = '/api/v1/installer/user/self';
const self = async (who: Caller) => UserSchema.parse((await api.as(who).get(URL)).body);
const fieldsOf = (res: Answer) => res.body.errors;

beforeAll(async () => {
  const plCompany = await createCompany(ctx.app);
  const czCompany = await createCompany(ctx.app, { regionId: regionByCode('CZ')?.id });
  owner = await createOwner(ctx.app, plCompany);
  installer = await createInstaller(ctx.app, plCompany);
  otherInstaller = await createInstaller(ctx.app, czCompany);
});

describe('PATCH /api/v1/installer/user/self (spec 02 §2 User edit, spec 01 §7)', () => {
  it('answers 401 without a token', async () => {
    expect((await api.anonymous.patch(URL, { body: { name: 'Anna' } })).status).toBe(401);
  });

  it('answers 422 with the field paths of a bad body', async () => {
    const res = await api
      .as(installer)
      .patch(URL, { body: { name: 'Ann3', surname: '', email: 'not-an-email', email_consent: 2 } });
    expect(res.status).toBe(422);
    expect(fieldsOf(res)).toMatchObject({
      name: ['Only letters are allowed.'],
      surname: ['Surname is required.'],
      email: ['The email must be a valid email address.'],
      email_consent: [expect.any(String)],
    });
    const options = await api.as(installer).patch(URL, { body: { options: '{"isAdmin":true}' } });
    expect(fieldsOf(options)).toEqual({ options: ['The options are not valid.'] });
  });

  it('refuses fields the body does not declare, and an empty change', async () => {
    const unknown = await api.as(installer).patch(URL, { body: { name: 'Anna', role_id: 2 } });
    expect(unknown.status).toBe(422);
    // an unknown key belongs to no field: it is reported on the body, naming the key
    expect(fieldsOf(unknown)).toEqual({ body: [expect.stringContaining('role_id')] });
    const empty = await api.as(installer).patch(URL, { body: {} });
    expect(empty.status).toBe(422);
    expect(Object.values(fieldsOf(empty)).flat()).toContain('Nothing to update.');
    expect((await self(installer)).name).toBe(installer.name);
  });

  it('changes name and surname and answers the user as GET self does', async () => {
    const res = await api
      .as(installer)
      .patch(URL, { body: { name: ' Paweł ', surname: 'Wiśniewski-Nowak' } });
    expect(res.status).toBe(200);
    const body = UserSchema.parse(res.body);
    expect(body).toMatchObject({ name: 'Paweł', surname: 'Wiśniewski-Nowak' });
    expect(await self(installer)).toEqual(body);
  });

  it('changes the e-mail of an installer with the code sent to the new address, which verifies it', async () => {
    const res = await api.as(installer).patch(URL, { body: { email: 'Piotr.Nowy@Example.com' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: installer.email, pending_email: 'piotr.nowy@example.com' });
    const [message] = (await api.anonymous.get('/api/dev/outbox?to=piotr.nowy@example.com')).body;
    const code = message?.body.match(/\b\d{5}\b/)?.[0];
    const confirmed = await api.as(installer).post(confirmEmailChange, { body: { code } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      email: 'piotr.nowy@example.com',
      pending_email: null,
      verified_email_at: expect.any(String),
    });
  });

  it('keeps verified_email_at when the same address is sent again', async () => {
    await ctx.database.db
      .update(users)
      .set({ verifiedEmailAt: new Date('2025-05-01T10:00:00Z') })
      .where(eq(users.email, 'piotr.nowy@example.com'));
    const res = await api
      .as(installer)
      .patch(URL, { body: { email: 'piotr.nowy@example.com', name: 'Piotr' } });
    expect(res.body.verified_email_at).toBe('2025-05-01T10:00:00.000Z');
  });

  it("refuses an address another account has, in any case, with the spec's message", async () => {
    const res = await api.as(installer).patch(URL, { body: { email: 'Tomas.Dvorak@example.com' } });
    expect(res.status).toBe(422);
    expect(fieldsOf(res)).toEqual({ email: [MESSAGES.emailTaken] });
    expect((await self(installer)).email).toBe('piotr.nowy@example.com');
  });

  it('refuses an e-mail change by a company owner on the e-mail field, but accepts the same address', async () => {
    const res = await api.as(owner).patch(URL, { body: { email: 'jan.new@example.com' } });
    expect(res.status).toBe(422);
    expect(fieldsOf(res)).toEqual({ email: [OWNER_EMAIL_MESSAGE] });
    expect((await self(owner)).email).toBe(owner.email);
    const same = await api
      .as(owner)
      .patch(URL, { body: { email: owner.email.toUpperCase(), phone_consent: 0 } });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ email: owner.email, phone_consent: 0 });
  });

  it('saves consents and the language', async () => {
    const res = await api
      .as(installer)
      .patch(URL, { body: { email_consent: 1, phone_consent: 1, languages_id: 5 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email_consent: 1, phone_consent: 1, language: 5 });
    const languages = await api.as(installer).patch(URL, { body: { languages_id: 999 } });
    expect(Object.keys(fieldsOf(languages))).toEqual(['languages_id']);
  });

  it('writes the codes and e-mails of an account in the language it saved, in each of the 17', async () => {
    const company = await createCompany(ctx.app);
    const codes = new Map<string, string>();
    const verifications = new Map<string, string>();
    const latest = async (to: string) => {
      const [message] = (await api.anonymous.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body;
      return message as { subject: string | null; body: string };
    };
    for (const { id, locale } of LANGUAGES) {
      // registered in Polish (the factory's), then switched by the language picker
      const user = await createInstaller(ctx.app, company);
      expect((await api.as(user).patch(URL, { body: { languages_id: id } })).status).toBe(200);

      const login = await api.anonymous.post('/api/v2/installer/login', { body: { email: user.email } });
      expect(login.status, login.text).toBe(200);
      codes.set(locale, (await latest(user.email!)).body.replace(/\b\d{5}\b/, '#####'));
      expect((await api.as(user).post('/api/v2/company/verification')).status).toBe(200);
      verifications.set(locale, (await latest(user.email!)).subject ?? '');
    }
    // each language has its own wording: none falls back to another's
    expect(new Set(codes.values()).size).toBe(LANGUAGES.length);
    expect(new Set(verifications.values()).size).toBe(LANGUAGES.length);
    expect(codes.get('en')).toBe('Your Installer Club code: #####. It is valid for 10 minutes.');
    expect(codes.get('lt')).toContain('#####');
    expect(codes.get('lt')).not.toBe(codes.get('en'));
  });

  it('merges options into the stored ones instead of replacing them', async () => {
    await ctx.database.db
      .update(users)
      .set({ options: { consentSeen: false, firstTime: false, legacyFlag: 'kept' } })
      .where(eq(users.email, 'piotr.nowy@example.com'));
    await api.as(installer).patch(URL, { body: { options: '{"consentSeen":true}' } });
    const res = await api
      .as(installer)
      .patch(URL, { body: { options: '{"expPtsSeen":"2025-10-02T08:00:00.000Z"}' } });
    expect(res.status).toBe(200);
    expect(parseUserOptions(res.body.options)).toEqual({
      consentSeen: true,
      firstTime: false,
      expPtsSeen: '2025-10-02T08:00:00.000Z',
    });
    const [row] = await ctx.database.db
      .select({ options: users.options })
      .from(users)
      .where(eq(users.email, 'piotr.nowy@example.com'));
    expect(row?.options).toMatchObject({ legacyFlag: 'kept' });
  });

  it("changes only the caller's own record", async () => {
    const before = await self(otherInstaller);
    await api.as(installer).patch(URL, { body: { name: 'Jakub' } });
    expect(await self(otherInstaller)).toEqual(before);
  });
});
