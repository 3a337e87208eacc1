import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RegisterCompanyBodySchema } from './registration.schemas';
import { ValidateRegistrationQuerySchema } from './validate.schemas';

const valid = {
  email: ' Jan.Novak@Example.cz ',
  name: 'Jan',
  surname: 'Novák',
  phone: '601 234 567',
  regionsId: 5,
  languagesId: 4,
  companyName: 'Střechy Novák s.r.o.',
  companyRegistrationNumber: '271 12 345',
  companyAddress: 'Hlavní 12',
  companyStreetName: 'Hlavní',
  companyHouseNumber: '12',
  companyCity: 'Brno',
  companyPostalCode: '602 00',
  surveyResponse: JSON.stringify([{ id: 7, question: 'Roof windows a year?', answers: [3] }]),
  email_consent: 1,
  phone_consent: 0,
  invite: null,
};

const errorsOf = (input: unknown) => {
  const result = RegisterCompanyBodySchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe('RegisterCompanyBodySchema', () => {
  it('accepts a CZ registration, trimmed, e-mail lower-cased, spaces stripped', () => {
    const body = RegisterCompanyBodySchema.parse(valid);
    expect(body.email).toBe('jan.novak@example.cz');
    expect(body.phone).toBe('601234567');
    expect(body.companyRegistrationNumber).toBe('27112345');
  });

  it('lists every field error at once with the spec messages', () => {
    expect(
      errorsOf({
        ...valid,
        name: 'Jan2',
        companyCity: 'Brno 2',
        companyPostalCode: 'CZ-60200',
        companyRegistrationNumber: ' ',
      }),
    ).toEqual({
      name: ['Only letters are allowed.'],
      companyCity: ['Only letters are allowed.'],
      companyPostalCode: ['Letters are not allowed.'],
      companyRegistrationNumber: ['Company ID (IČO) is required.'],
    });
  });

  it('requires both registration numbers in SK with its own messages', () => {
    expect(errorsOf({ ...valid, regionsId: 13, companyRegistrationNumber: undefined })).toEqual({
      companyRegistrationNumber: ['Company ID (IČO) is required.'],
      companyRegistrationNumber2: ['VAT number (IČ DPH) is required.'],
    });
  });

  it('does not require a registration number in PL', () => {
    expect(
      RegisterCompanyBodySchema.safeParse({ ...valid, regionsId: 10, companyRegistrationNumber: '' }).success,
    ).toBe(true);
  });

  it('refuses missing fields, the "All" region, bad survey JSON and unknown fields', () => {
    const { surname: _surname, ...withoutSurname } = valid;
    expect(errorsOf(withoutSurname)).toEqual({ surname: ['Surname is required.'] });
    expect(errorsOf({ ...valid, regionsId: 1 })).toEqual({ regionsId: ['Choose a region.'] });
    expect(errorsOf({ ...valid, surveyResponse: '{"id":7}' })).toEqual({
      surveyResponse: ['The survey answers are not valid.'],
    });
    const extra = RegisterCompanyBodySchema.safeParse({ ...valid, terms: true });
    expect(extra.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['terms'] });
  });
});

describe('ValidateRegistrationQuerySchema', () => {
  it('accepts the three variants, coercing region_id', () => {
    expect(ValidateRegistrationQuerySchema.parse({ region_id: '10', phone: '601234567' })).toEqual({
      region_id: 10,
      phone: '601234567',
    });
    expect(ValidateRegistrationQuerySchema.safeParse({ email: 'a@b.pl' }).success).toBe(true);
    expect(
      ValidateRegistrationQuerySchema.parse({ region_id: '5', registration_number: '271 12 345' })
        .registration_number,
    ).toBe('27112345');
  });

  it('refuses mixed or incomplete variants', () => {
    expect(ValidateRegistrationQuerySchema.safeParse({ phone: '601234567' }).success).toBe(false);
    expect(ValidateRegistrationQuerySchema.safeParse({ email: 'a@b.pl', region_id: '10' }).success).toBe(
      false,
    );
    expect(ValidateRegistrationQuerySchema.safeParse({}).success).toBe(false);
  });

  it('refuses a missing or non-object body with an issue instead of throwing', () => {
    for (const value of [null, undefined, false, 0, 'text', []]) {
      expect(RegisterCompanyBodySchema.safeParse(value).success).toBe(false);
    }
  });
});
