import {
  CompanySchema,
  MESSAGES,
  RegisterCompanyResponseSchema,
  ROLES,
  USER_STATUS,
  languageByLocale,
} from '@club/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { companies } from '../../db/schema/companies';
import { pointsLedger } from '../../db/schema/points';
import { companyTierProgress } from '../../db/schema/tiers';
import { users } from '../../db/schema/users';
import { addressLine, violatedUniqueIndex } from './registration.service';

const ctx = setupTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });
const api = testApi(ctx);

const PL = 10;
let sequence = 0;

/** A valid PL registration with unique contacts (PL mobile numbers 512 xxx xxx). */
function registration(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const n = String(sequence).padStart(3, '0');
  return {
    email: ` Anna.Wisniewska${n}@Example.pl `,
    name: 'Anna',
    surname: 'Wiśniewska',
    phone: `512 345 ${n}`,
    regionsId: PL,
    languagesId: languageByLocale('pl')?.id ?? 11,
    companyName: `Dachy Wiśniewska ${n} s.c.`,
    companyRegistrationNumber: `771 000 0${n}`,
    companyAddress: 'ul. Krakowska',
    companyStreetName: 'ul. Krakowska',
    companyHouseNumber: '12A',
    companyCity: 'Kraków',
    companyPostalCode: '31-066',
    surveyResponse: JSON.stringify([{ id: 7, question: 'Roof windows a year?', answers: [3] }]),
    email_consent: 1,
    phone_consent: 0,
    options: JSON.stringify({ firstTime: true }),
    invite: null,
    ...overrides,
  };
}

const register = (payload: object) => api.anonymous.post('/api/v2/company/register', { body: payload });
const validate = (query: string) => api.anonymous.get(`/api/v2/company/validate?${query}`);

describe('GET /api/v2/company/validate (spec 01 §7)', () => {
  it('answers the spec messages for a taken e-mail, phone and registration number', async () => {
    expect((await validate('email=JAN.NOWAK@example.com')).body).toEqual({
      valid: false,
      errors: { email: [MESSAGES.emailTaken] },
    });
    expect((await validate('region_id=10&phone=501%20234%20567')).body).toEqual({
      valid: false,
      errors: { phone: [MESSAGES.phoneNotUnique] },
    });
    expect((await validate('region_id=10&registration_number=525%20234%204078')).body).toEqual({
      valid: false,
      errors: { companyRegistrationNumber: [MESSAGES.registrationNumberTaken] },
    });
  });

  it('answers valid for free values, and a phone or number of another region is free', async () => {
    for (const query of [
      'email=someone.new@example.com',
      'region_id=5&phone=501234567',
      'region_id=5&registration_number=5252344078',
    ]) {
      const res = await validate(query);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ valid: true, errors: {} });
    }
  });

  it('answers 422 for an incomplete or mixed query', async () => {
    const res = await validate('phone=501234567');
    expect(res.status).toBe(422);
    const bad = await validate('email=not-an-email');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toContain('email');
  });
});

describe('POST /api/v2/company/register (spec 01 §2, §7)', () => {
  it('creates the company, its owner, tier progress and the welcome points; the owner can sign in', async () => {
    const body = registration();
    const res = await register(body);
    expect(res.status).toBe(201);
    const created = RegisterCompanyResponseSchema.parse(res.body);
    expect(created.welcome_points).toBe(100);

    const { db } = ctx.database;
    const [company] = await db.select().from(companies).where(eq(companies.id, created.company_id));
    expect(company).toMatchObject({
      uuid: created.company_uuid,
      regionId: PL,
      registrationNumber: body.companyRegistrationNumber.replace(/\s/g, ''),
      address: 'ul. Krakowska 12A',
      status: USER_STATUS.ACTIVE,
      pointsBalance: 100,
    });
    const [owner] = await db.select().from(users).where(eq(users.id, created.user_id));
    expect(owner).toMatchObject({
      companyId: created.company_id,
      roleId: ROLES.companyOwner.id,
      status: USER_STATUS.ACTIVE,
      email: body.email.trim().toLowerCase(),
      phone: `+48${body.phone.replace(/\s/g, '')}`,
      emailConsent: true,
      phoneConsent: false,
      hasSurvey: true,
      options: { firstTime: true },
      surveyResponse: [{ id: 7, question: 'Roof windows a year?', answers: [3] }],
    });
    const ledger = await db.select().from(pointsLedger).where(eq(pointsLedger.companyId, created.company_id));
    expect(ledger.map((r) => [r.variation, r.points, r.event])).toEqual([['positive', 100, 'welcome']]);
    const tiers = await db
      .select()
      .from(companyTierProgress)
      .where(eq(companyTierProgress.companyId, created.company_id));
    expect(tiers).toHaveLength(4);

    const login = await api.anonymous.post('/api/v2/installer/login', { body: { email: body.email.trim() } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ user_id: created.user_id, company_id: created.company_id });
    const session = await ctx.signIn(body.email.trim());
    const points = await api.as(session).get(`/api/v1/company/points/${created.company_uuid}`);
    expect(points.body).toEqual({
      company_points: 100,
      projects: { in_prog: 0 },
      points: {
        to_expire: 0,
        earned_year: new Date().getUTCFullYear() - 1,
        expires_on: `${new Date().getUTCFullYear()}-12-31`,
      },
      scans: { current_year: 0, completed: 0 },
    });
  });

  it('keeps the invite of the registration link with the company, and the company read answers it', async () => {
    const body = registration({ invite: '  REF-2024-abc  ' });
    const res = await register(body);
    expect(res.status, res.text).toBe(201);
    const created = RegisterCompanyResponseSchema.parse(res.body);
    const owner = await ctx.signIn(body.email.trim());
    const read = await api.as(owner).get(`/api/v1/company/${created.company_uuid}`);
    expect(read.status, read.text).toBe(200);
    expect(CompanySchema.parse(read.body)).toMatchObject({
      uuid: created.company_uuid,
      invite: 'REF-2024-abc',
    });

    // an empty invite field, or none at all, is no invite
    for (const invite of ['   ', null, undefined]) {
      const plain = registration({ invite });
      const made = RegisterCompanyResponseSchema.parse((await register(plain)).body);
      const [row] = await ctx.database.db
        .select({ invite: companies.invite })
        .from(companies)
        .where(eq(companies.id, made.company_id));
      expect(row, String(invite)).toEqual({ invite: null });
    }
    const long = await register(registration({ invite: 'x'.repeat(256) }));
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors)).toEqual(['invite']);
  });

  it('keeps the language chosen at registration: the first code comes in it (spec 01 §3)', async () => {
    const body = registration({ languagesId: languageByLocale('lv')?.id });
    const created = RegisterCompanyResponseSchema.parse((await register(body)).body);
    const [owner] = await ctx.database.db.select().from(users).where(eq(users.id, created.user_id));
    expect(owner?.languageId).toBe(languageByLocale('lv')?.id);

    const email = body.email.trim().toLowerCase();
    expect((await api.anonymous.post('/api/v2/installer/login', { body: { email } })).status).toBe(200);
    const [message] = (await api.anonymous.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).body;
    expect(message.subject).toBe('Jūsu Installer Club kods');
  });

  it('answers 422 with the spec messages for a taken e-mail, phone and registration number', async () => {
    const first = registration();
    expect((await register(first)).status).toBe(201);
    const again = await register({ ...first, companyName: 'Another name' });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      message: 'The given data was invalid.',
      errors: {
        email: [MESSAGES.emailTaken],
        phone: [MESSAGES.phoneNotUnique],
        companyRegistrationNumber: [MESSAGES.registrationNumberTaken],
      },
    });
  });

  it('answers 422 for a phone that is not valid for the region, and accepts the test numbers', async () => {
    const bad = await register(registration({ phone: '123456' }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ phone: [MESSAGES.invalidPhone] });
    const test = await register(registration({ phone: '999999999912' }));
    expect(test.status).toBe(201);
  });

  it('answers 422 with the field paths for bad fields, and refuses unknown ones', async () => {
    const res = await register(registration({ name: 'Anna2', companyPostalCode: 'PL-31066' }));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['companyPostalCode', 'name']);
    const extra = await register({ ...registration(), terms: true });
    expect(extra.status).toBe(422);
  });

  it('lets only one of two parallel registrations with the same e-mail through', async () => {
    const email = `parallel.${Date.now()}@example.pl`;
    const results = await Promise.all([register(registration({ email })), register(registration({ email }))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    const refused = results.find((r) => r.status === 422);
    expect(refused?.body.errors).toEqual({ email: [MESSAGES.emailTaken] });
  });

  it('registers without welcome points where the region has none', async () => {
    await ctx.database.db.execute(`update region_configs set welcome_points = 0 where region_id = ${PL}`);
    const res = await register(registration());
    expect(res.status).toBe(201);
    const created = RegisterCompanyResponseSchema.parse(res.body);
    expect(created.welcome_points).toBe(0);
    const ledger = await ctx.database.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.companyId, created.company_id));
    expect(ledger).toEqual([]);
  });
});

describe('registration helpers', () => {
  it('appends the house number unless the address already has it (spec 01 §5)', () => {
    expect(addressLine('ul. Krakowska', '12A')).toBe('ul. Krakowska 12A');
    expect(addressLine('ul. Krakowska 12A', '12A')).toBe('ul. Krakowska 12A');
  });

  it('reads the unique index from driver errors, wrapped or not', () => {
    const pgError = { code: '23505', constraint: 'users_email_unique' };
    expect(violatedUniqueIndex(pgError)).toBe('users_email_unique');
    expect(violatedUniqueIndex(new Error('query failed', { cause: pgError }))).toBe('users_email_unique');
    const message = { code: '23505', message: 'duplicate key value violates unique constraint "x_unique"' };
    expect(violatedUniqueIndex(message)).toBe('x_unique');
    expect(violatedUniqueIndex(new Error('other'))).toBeNull();
  });
});
