import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UpdateCompanyBodySchema } from '../company/company.schemas';
import { UpdateSurveyBodySchema } from '../surveys/surveys.schemas';
import { UpdateSelfBodySchema } from './users.schemas';

const fieldErrors = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error);
};

describe('UpdateSelfBodySchema', () => {
  it('accepts consents, language and options JSON', () => {
    const body = { email_consent: 1, languages_id: 11, options: '{"expPtsSeen":"2025-10-02T08:00:00.000Z"}' };
    expect(UpdateSelfBodySchema.parse(body)).toEqual(body);
  });

  it('refuses digits in the name, unknown option keys, an empty change', () => {
    expect(fieldErrors(UpdateSelfBodySchema, { name: 'Ann3' })).toMatchObject({
      fieldErrors: { name: ['Only letters are allowed.'] },
    });
    expect(fieldErrors(UpdateSelfBodySchema, { options: '{"isAdmin":true}' })).toMatchObject({
      fieldErrors: { options: ['The options are not valid.'] },
    });
    expect(fieldErrors(UpdateSelfBodySchema, {})).toMatchObject({ formErrors: ['Nothing to update.'] });
  });
});

describe('UpdateCompanyBodySchema', () => {
  it('cleans the second registration number and lets a member only deactivate', () => {
    expect(UpdateCompanyBodySchema.parse({ registration_number_2: 'SK 2020 123 456' })).toEqual({
      registration_number_2: 'SK2020123456',
    });
    expect(UpdateCompanyBodySchema.safeParse({ active: 2 }).success).toBe(true);
    expect(UpdateCompanyBodySchema.safeParse({ active: 1 }).success).toBe(false);
    expect(UpdateCompanyBodySchema.safeParse({ availability: 1, accepts_leads: 1 }).success).toBe(false);
  });
});

describe('UpdateSurveyBodySchema', () => {
  it('accepts a delay and refuses a non-ISO date', () => {
    expect(UpdateSurveyBodySchema.safeParse({ delayed_to: '2243-10-17T00:00:00.000Z' }).success).toBe(true);
    expect(fieldErrors(UpdateSurveyBodySchema, { delayed_to: 'next week' })).toMatchObject({
      fieldErrors: { delayed_to: expect.any(Array) },
    });
  });
});
