import { z } from 'zod';
import { FIELD_MESSAGES } from '../constants/messages';
import { USER_STATUS } from '../constants/roles';
import { DateTimeSchema, Flag01Schema, IdSchema, UuidSchema } from '../common/common.schemas';
import { RegistrationNumberSchema } from '../common/contact.schemas';
import { SurveyResponseJsonSchema } from '../surveys/profile-survey.schemas';
import { UserStatusSchema } from '../users/users.schemas';

/** spec 02 §3, spec 03 §3: the company as its own members see it. */
export const CompanySchema = z
  .object({
    id: IdSchema,
    uuid: UuidSchema,
    name: z.string(),
    regions_id: z.number().int(),
    crm_customer_id: z.string().nullable(),
    registration_number: z.string().nullable(),
    registration_number_2: z.string().nullable(),
    accepts_leads: Flag01Schema,
    availability: Flag01Schema,
    active: UserStatusSchema,
    /** spec 01 §2, §3: the invite code the company registered with (the link's `?invite=`); null if none. */
    invite: z.string().nullable(),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof CompanySchema>;

/**
 * spec 01 §7 PATCH /v1/company/{id} (id = the company uuid): the profile survey after sign-in, the second
 * registration number (SK, EE, LV), declining the terms (active = DEACTIVATED, the only value a member may
 * set), the owner's lead availability; and spec 03 §7: the registration number asked at checkout. Which
 * role may change which field is the server's check.
 */
export const UpdateCompanyBodySchema = z
  .strictObject({
    surveyResponse: SurveyResponseJsonSchema.optional(),
    registration_number: RegistrationNumberSchema.min(1, FIELD_MESSAGES.required).optional(),
    registration_number_2: RegistrationNumberSchema.min(1, FIELD_MESSAGES.required).optional(),
    active: z.literal(USER_STATUS.DEACTIVATED).optional(),
    availability: Flag01Schema.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), FIELD_MESSAGES.nothingToUpdate)
  .meta({ id: 'UpdateCompanyBody' });
export type UpdateCompanyBody = z.infer<typeof UpdateCompanyBodySchema>;

/** The link in the verification e-mail opens /verify-email with this token. */
export const ConfirmEmailVerificationQuerySchema = z.strictObject({
  token: z.string().min(1).max(512),
});
export type ConfirmEmailVerificationQuery = z.infer<typeof ConfirmEmailVerificationQuerySchema>;

export const EmailVerificationSchema = z
  .object({
    verified_email_at: DateTimeSchema,
  })
  .meta({ id: 'EmailVerification' });
export type EmailVerification = z.infer<typeof EmailVerificationSchema>;
