import { z } from 'zod';
import { FIELD_MESSAGES } from '../constants/messages';
import { ROLES, USER_STATUS } from '../constants/roles';
import {
  DateTimeSchema,
  Flag01Schema,
  IdSchema,
  LanguageIdSchema,
  UuidSchema,
  jsonString,
} from '../common/common.schemas';
import { EmailSchema, personName } from '../common/contact.schemas';
import { CodeSchema } from '../auth/auth.schemas';

/** spec 01 §3: what `options` (a JSON string) holds. Unknown keys are refused on write. */
export const UserOptionsSchema = z.strictObject({
  hasAgreedToTerms: z.boolean().optional(),
  consentSeen: z.boolean().optional(),
  firstTime: z.boolean().optional(),
  /** When the points-to-expire notice was last dismissed. */
  expPtsSeen: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).optional(),
});
export type UserOptions = z.infer<typeof UserOptionsSchema>;

export const UserOptionsJsonSchema = jsonString(UserOptionsSchema, FIELD_MESSAGES.optionsInvalid);

export const UserStatusSchema = z.union([
  z.literal(USER_STATUS.PENDING),
  z.literal(USER_STATUS.ACTIVE),
  z.literal(USER_STATUS.DEACTIVATED),
]);

export const UserRoleSchema = z.object({
  id: z.union([z.literal(ROLES.companyOwner.id), z.literal(ROLES.installer.id)]),
  slug: z.enum([ROLES.companyOwner.slug, ROLES.installer.slug]),
  name: z.string(),
});
export type UserRole = z.infer<typeof UserRoleSchema>;

/** spec 01 §3 (and availability, spec 02 §3: the owner's lead availability toggle). */
export const UserCompanySchema = z.object({
  uuid: UuidSchema,
  name: z.string(),
  crm_customer_id: z.string().nullable(),
  accepts_leads: Flag01Schema,
  availability: Flag01Schema,
});
export type UserCompany = z.infer<typeof UserCompanySchema>;

/** GET /v1/installer/user/self — spec 01 §3 User, with avatar and verified_email_at of spec 02 §3. */
export const UserSchema = z
  .object({
    uuid: UuidSchema,
    user_id: IdSchema,
    name: z.string(),
    surname: z.string(),
    /** Installers added by their owner may have no e-mail (spec 03 §5: name, surname, phone). */
    email: z.string().nullable(),
    phone: z.string().nullable(),
    region: z.number().int(),
    language: z.number().int(),
    role: UserRoleSchema,
    company: UserCompanySchema,
    company_id: IdSchema,
    active: UserStatusSchema,
    created_at: DateTimeSchema,
    options: z.string(),
    email_consent: Flag01Schema,
    phone_consent: Flag01Schema,
    has_regnr2: z.boolean(),
    has_survey: z.boolean(),
    avatar: z.string().nullable(),
    verified_email_at: DateTimeSchema.nullable(),
    /**
     * A new e-mail address waiting for the code sent to it (PATCH self with a new `email`); the address
     * changes only when POST /v1/installer/user/self/email/confirm receives that code.
     */
    pending_email: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

/**
 * spec 01 §7 "PATCH user" (consents, languages_id, options) and spec 02 §2 /user/edit (name, surname,
 * e-mail — the server lets only role id 3 change the e-mail). A new e-mail is not applied: a code goes to
 * it and the answer carries it as `pending_email` (sending it again after a minute sends a new code;
 * sending the current address drops a waiting change).
 */
export const UpdateSelfBodySchema = z
  .strictObject({
    name: personName(FIELD_MESSAGES.nameRequired).optional(),
    surname: personName(FIELD_MESSAGES.surnameRequired).optional(),
    email: EmailSchema.optional(),
    email_consent: Flag01Schema.optional(),
    phone_consent: Flag01Schema.optional(),
    languages_id: LanguageIdSchema.optional(),
    options: UserOptionsJsonSchema.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), FIELD_MESSAGES.nothingToUpdate)
  .meta({ id: 'UpdateSelfBody' });
export type UpdateSelfBody = z.infer<typeof UpdateSelfBodySchema>;

/** The code sent to the new address of a waiting e-mail change. */
export const ConfirmEmailChangeBodySchema = z
  .strictObject({ code: CodeSchema })
  .meta({ id: 'ConfirmEmailChangeBody' });
export type ConfirmEmailChangeBody = z.infer<typeof ConfirmEmailChangeBodySchema>;

/** Answers of the e-mail change rules; the spec gives no text for them, the wording is ours. */
export const EMAIL_CHANGE_MESSAGES = {
  resendTooSoon: 'A code was sent a moment ago. Please wait before asking for a new one.',
  locked: 'Too many wrong codes. Please wait a while before trying again.',
  notPending: 'No e-mail change is waiting for a code. Save the new address again.',
} as const;
