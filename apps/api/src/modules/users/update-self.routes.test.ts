import { MESSAGES, UserSchema, parseUserOptions, type User } from '@club/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type SignedIn } from '../../../test/build-app';
import { users } from '../../db/schema/users';
import { OWNER_EMAIL_MESSAGE } from './users.service';

const ctx = setupTestApp();
let owner: SignedIn;
let installer: SignedIn;
let otherInstaller: SignedIn;

const URL = '/api/v1/installer/user/self';
const patch = (body: unknown, who?: SignedIn) =>
  ctx.app.inject({
    method: 'PATCH',
    url: URL,
    payload: body as object,
    ...(who ? { headers: who.headers } : {}),
  });
const self = async (who: SignedIn) =>
  UserSchema.parse((await ctx.app.inject({ method: 'GET', url: URL, headers: who.headers })).json());
const fieldsOf = (res: { json: <T>() => T }) => res.json<{ errors: Record<string, string[]> }>().errors;

beforeAll(async () => {
  owner = await ctx.signIn('jan.nowak@example.com');
  installer = await ctx.signIn('piotr.zielinski@example.com');
  otherInstaller = await ctx.signIn('lukas.svoboda@example.com');
});

describe('PATCH /api/v1/installer/user/self (spec 02 §2 User edit, spec 01 §7)', () => {
  it('answers 401 without a token', async () => {
    expect((await patch({ name: 'Anna' })).statusCode).toBe(401);
  });

  it('answers 422 with the field paths of a bad body', async () => {
    const res = await patch(
      { name: 'Ann3', surname: '', email: 'not-an-email', email_consent: 2 },
      installer,
    );
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res)).toMatchObject({
      name: ['Only letters are allowed.'],
      surname: ['Surname is required.'],
      email: ['The email must be a valid email address.'],
      email_consent: [expect.any(String)],
    });
    const options = await patch({ options: '{"isAdmin":true}' }, installer);
    expect(fieldsOf(options)).toEqual({ options: ['The options are not valid.'] });
  });

  it('refuses fields the body does not declare, and an empty change', async () => {
    const unknown = await patch({ name: 'Anna', role_id: 2 }, installer);
    expect(unknown.statusCode).toBe(422);
    // an unknown key belongs to no field: it is reported on the body, naming the key
    expect(fieldsOf(unknown)).toEqual({ body: [expect.stringContaining('role_id')] });
    const empty = await patch({}, installer);
    expect(empty.statusCode).toBe(422);
    expect(Object.values(fieldsOf(empty)).flat()).toContain('Nothing to update.');
    expect((await self(installer)).name).toBe('Piotr');
  });

  it('changes name and surname and answers the user as GET self does', async () => {
    const res = await patch({ name: ' Paweł ', surname: 'Wiśniewski-Nowak' }, installer);
    expect(res.statusCode).toBe(200);
    const body = UserSchema.parse(res.json());
    expect(body).toMatchObject({ name: 'Paweł', surname: 'Wiśniewski-Nowak' });
    expect(await self(installer)).toEqual(body);
  });

  it('lets an installer change the e-mail, which clears verified_email_at', async () => {
    await ctx.database.db
      .update(users)
      .set({ verifiedEmailAt: new Date('2025-05-01T10:00:00Z') })
      .where(eq(users.email, 'piotr.zielinski@example.com'));
    expect((await self(installer)).verified_email_at).not.toBeNull();
    const res = await patch({ email: 'Piotr.Nowy@Example.com' }, installer);
    expect(res.statusCode).toBe(200);
    expect(res.json<User>()).toMatchObject({ email: 'piotr.nowy@example.com', verified_email_at: null });
  });

  it('keeps verified_email_at when the same address is sent again', async () => {
    await ctx.database.db
      .update(users)
      .set({ verifiedEmailAt: new Date('2025-05-01T10:00:00Z') })
      .where(eq(users.email, 'piotr.nowy@example.com'));
    const res = await patch({ email: 'piotr.nowy@example.com', name: 'Piotr' }, installer);
    expect(res.json<User>().verified_email_at).toBe('2025-05-01T10:00:00.000Z');
  });

  it("refuses an address another account has, in any case, with the spec's message", async () => {
    const res = await patch({ email: 'Tomas.Dvorak@example.com' }, installer);
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res)).toEqual({ email: [MESSAGES.emailTaken] });
    expect((await self(installer)).email).toBe('piotr.nowy@example.com');
  });

  it('refuses an e-mail change by a company owner on the e-mail field, but accepts the same address', async () => {
    const res = await patch({ email: 'jan.new@example.com' }, owner);
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res)).toEqual({ email: [OWNER_EMAIL_MESSAGE] });
    expect((await self(owner)).email).toBe('jan.nowak@example.com');
    const same = await patch({ email: 'JAN.NOWAK@example.com', phone_consent: 0 }, owner);
    expect(same.statusCode).toBe(200);
    expect(same.json<User>()).toMatchObject({ email: 'jan.nowak@example.com', phone_consent: 0 });
  });

  it('saves consents and the language', async () => {
    const res = await patch({ email_consent: 1, phone_consent: 1, languages_id: 5 }, installer);
    expect(res.statusCode).toBe(200);
    expect(res.json<User>()).toMatchObject({ email_consent: 1, phone_consent: 1, language: 5 });
    const languages = await patch({ languages_id: 999 }, installer);
    expect(Object.keys(fieldsOf(languages))).toEqual(['languages_id']);
  });

  it('merges options into the stored ones instead of replacing them', async () => {
    await ctx.database.db
      .update(users)
      .set({ options: { consentSeen: false, firstTime: false, legacyFlag: 'kept' } })
      .where(eq(users.email, 'piotr.nowy@example.com'));
    await patch({ options: '{"consentSeen":true}' }, installer);
    const res = await patch({ options: '{"expPtsSeen":"2025-10-02T08:00:00.000Z"}' }, installer);
    expect(res.statusCode).toBe(200);
    expect(parseUserOptions(res.json<User>().options)).toEqual({
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
    await patch({ name: 'Jakub' }, installer);
    expect(await self(otherInstaller)).toEqual(before);
  });
});
