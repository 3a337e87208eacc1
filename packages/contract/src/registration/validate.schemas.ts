import { z } from 'zod';
import { FIELD_MESSAGES } from '../constants/messages';
import { QueryCountryRegionIdSchema } from '../common/common.schemas';
import { EmailSchema, PhoneSchema, RegistrationNumberSchema } from '../common/contact.schemas';

/**
 * spec 01 §7: GET /v2/company/validate checks one thing at a time: region_id + phone, or email, or
 * region_id + registration_number. Any other combination is refused.
 */
export const ValidateRegistrationQuerySchema = z
  .strictObject({
    region_id: QueryCountryRegionIdSchema.optional(),
    phone: PhoneSchema.optional(),
    email: EmailSchema.optional(),
    registration_number: RegistrationNumberSchema.min(1, FIELD_MESSAGES.required).optional(),
  })
  .superRefine((query, ctx) => {
    const has = (key: keyof typeof query) => query[key] !== undefined;
    const variants = [
      has('phone') && has('region_id') && !has('email') && !has('registration_number'),
      has('email') && !has('phone') && !has('region_id') && !has('registration_number'),
      has('registration_number') && has('region_id') && !has('phone') && !has('email'),
    ];
    if (!variants.some(Boolean)) {
      ctx.addIssue({ code: 'custom', path: [], message: FIELD_MESSAGES.validateVariant });
    }
  });
export type ValidateRegistrationQuery = z.infer<typeof ValidateRegistrationQuerySchema>;

/**
 * Our answer shape (the spec shows none): 200 with `valid`, and the spec's field-to-messages object keyed
 * by the registration payload's field names (phone, email, companyRegistrationNumber), so that the wizard
 * can put each message on its field: 'Phone number is not unique.', 'The email has already been taken.',
 * 'The company registration number has already been taken.'.
 */
export const ValidateRegistrationResponseSchema = z
  .object({
    valid: z.boolean(),
    errors: z.record(z.string(), z.array(z.string())),
  })
  .meta({ id: 'ValidateRegistrationResponse' });
export type ValidateRegistrationResponse = z.infer<typeof ValidateRegistrationResponseSchema>;
