import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LoginBodySchema, SessionSchema, VerifyLoginBodySchema } from './auth.schemas';

const fieldErrors = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe('LoginBodySchema', () => {
  it('accepts an e-mail, or a phone with its region (the test number too)', () => {
    expect(LoginBodySchema.parse({ email: 'Owner@Example.pl' })).toEqual({ email: 'owner@example.pl' });
    expect(LoginBodySchema.parse({ phone: '999999999901', region_id: 10 })).toEqual({
      phone: '999999999901',
      region_id: 10,
    });
  });

  it('puts each problem on its field', () => {
    expect(fieldErrors(LoginBodySchema, {})).toEqual({
      email: ['Enter an e-mail address or a phone number.'],
    });
    expect(fieldErrors(LoginBodySchema, { phone: '601234567' })).toEqual({ region_id: ['Choose a region.'] });
    expect(fieldErrors(LoginBodySchema, { phone: '1234', region_id: 10 })).toEqual({
      phone: ['Invalid phone number.'],
    });
    expect(fieldErrors(LoginBodySchema, { email: 'not-an-email' })).toEqual({
      email: ['The email must be a valid email address.'],
    });
  });
});

describe('VerifyLoginBodySchema', () => {
  const requestId = 'AbCdEfGhIjKlMnOpQr_-09';

  it('accepts 5 digits, leading zeros kept, and the login request id', () => {
    expect(VerifyLoginBodySchema.parse({ code: '01234', requestId })).toEqual({ code: '01234', requestId });
  });

  it('refuses 4 or 6 digits, letters, numbers and unknown fields', () => {
    for (const code of ['1234', '123456', '12a45', 12345]) {
      expect(fieldErrors(VerifyLoginBodySchema, { code, requestId })).toEqual({
        code: ['The code must be 5 digits.'],
      });
    }
    expect(VerifyLoginBodySchema.safeParse({ code: '12345', requestId, admin: true }).success).toBe(false);
  });

  it('names a login request, never an account', () => {
    expect(fieldErrors(VerifyLoginBodySchema, { code: '12345', userId: 7 })).toHaveProperty('requestId');
    for (const bad of ['', 'short', `${requestId}x`, 'AbCdEfGhIjKlMnOpQr+/09', 7]) {
      expect(fieldErrors(VerifyLoginBodySchema, { code: '12345', requestId: bad })).toEqual({
        requestId: ['The sign-in request is not valid. Please ask for a new code.'],
      });
    }
  });
});

describe('SessionSchema', () => {
  it('needs an ISO expiry', () => {
    expect(
      SessionSchema.safeParse({ token: 't', refresh_token: 'r', expiresAt: '2025-01-01T10:00:00.000Z' })
        .success,
    ).toBe(true);
    expect(SessionSchema.safeParse({ token: 't', refresh_token: 'r', expiresAt: 'tomorrow' }).success).toBe(
      false,
    );
  });
});
