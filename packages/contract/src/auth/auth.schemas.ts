import { z } from 'zod';
import { ACCOUNT_LIMITS } from '../constants/limits';
import { FIELD_MESSAGES } from '../constants/messages';
import { CountryRegionIdSchema, DateTimeSchema, IdSchema } from '../common/common.schemas';
import { EmailSchema, PhoneSchema } from '../common/contact.schemas';

/**
 * spec 01 §5, §7: sign in with an e-mail, or with a national phone number and its region id. One contact
 * only, so that the server never has to guess which one was meant.
 */
export const LoginBodySchema = z
  .strictObject({
    email: EmailSchema.optional(),
    phone: PhoneSchema.optional(),
    region_id: CountryRegionIdSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.email === undefined && body.phone === undefined) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: FIELD_MESSAGES.contactRequired });
    } else if (body.email !== undefined && body.phone !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: FIELD_MESSAGES.oneContactOnly });
    } else if (body.phone !== undefined && body.region_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['region_id'], message: FIELD_MESSAGES.regionRequired });
    }
  })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.infer<typeof LoginBodySchema>;

/**
 * The id of one login request (one code sent): 128 random bits, base64url. Verification names the request
 * it answers, so wrong codes only ever spend that request's tries (docs/decisions/015-sign-in-requests.md).
 */
export const LoginRequestIdSchema = z
  .string({ error: FIELD_MESSAGES.loginRequestInvalid })
  .regex(/^[A-Za-z0-9_-]{22}$/, FIELD_MESSAGES.loginRequestInvalid);

/**
 * spec 01 §7: the user stub the login answers; has_regnr2 and has_survey drive the steps after the code.
 * `request_id` is ours: the verify call sends it back as `requestId`, as it sends `user_id` in the spec.
 */
export const LoginResponseSchema = z
  .object({
    request_id: LoginRequestIdSchema,
    user_id: IdSchema,
    region: z.number().int(),
    company_id: IdSchema,
    has_regnr2: z.boolean(),
    has_survey: z.boolean(),
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** spec 01 §5: the code is 5 digits, kept as text so that leading zeros survive. */
export const CodeSchema = z
  .string({ error: FIELD_MESSAGES.codeInvalid })
  .trim()
  .regex(new RegExp(`^\\d{${ACCOUNT_LIMITS.codeLength}}$`), FIELD_MESSAGES.codeInvalid);

/**
 * spec 01 §7 sends `code, userId`; the account is not named here but taken from the login request, so that
 * nobody can spend another person's tries by knowing their (sequential) id.
 */
export const VerifyLoginBodySchema = z
  .strictObject({
    code: CodeSchema,
    requestId: LoginRequestIdSchema,
  })
  .meta({ id: 'VerifyLoginBody' });
export type VerifyLoginBody = z.infer<typeof VerifyLoginBodySchema>;

/** spec 01 §3, ARCHITECTURE §4: expiresAt is when the access token expires. */
export const SessionSchema = z
  .object({
    token: z.string(),
    refresh_token: z.string(),
    expiresAt: DateTimeSchema,
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof SessionSchema>;

/** spec 01 §7 leaves the refresh body unshown: it carries the refresh token only. */
export const RefreshSessionBodySchema = z
  .strictObject({
    refresh_token: z.string().min(1).max(512),
  })
  .meta({ id: 'RefreshSessionBody' });
export type RefreshSessionBody = z.infer<typeof RefreshSessionBodySchema>;
