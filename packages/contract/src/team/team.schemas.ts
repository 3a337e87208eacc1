import { z } from 'zod';
import { FIELD_MESSAGES } from '../constants/messages';
import { PAGE_SIZES } from '../constants/limits';
import { DateTimeSchema, PageMetaSchema, PageQuerySchema, UuidSchema } from '../common/common.schemas';
import { EmailSchema, PhoneSchema, personName } from '../common/contact.schemas';
import { UserRoleSchema } from '../users/users.schemas';

/** Answers of the team rules; the spec names the situations without their text, the wording is ours. */
export const TEAM_MESSAGES = {
  /** spec 03 §6: the add button is disabled with a message that names the limit. */
  limitReached: 'Your team has reached the limit of {count} installers.',
  cannotDeleteSelf: 'You cannot delete your own account.',
} as const;

/** spec 03 §3 Installer, with the e-mail (optional, spec 03 §5) and the phone as its national number. */
export const InstallerSchema = z
  .object({
    uuid: UuidSchema,
    name: z.string(),
    surname: z.string(),
    role: UserRoleSchema,
    /** The person's own last sign-in or session refresh; null when they never signed in. */
    last_active_at: DateTimeSchema.nullable(),
    created_at: DateTimeSchema,
    /** Projects the person created. */
    projects_count: z.number().int().nonnegative(),
    /** Points the person's projects earned the company. */
    contribute_points: z.number().int(),
    /** The national number; the country prefix is the region's (`phone_prefix`). */
    phone: z.string(),
    phone_prefix: z.string(),
    email: z.string().nullable(),
    /** The caller's own entry (spec 03 §2: a link to /user, no resend or delete). */
    is_self: z.boolean(),
  })
  .meta({ id: 'Installer' });
export type Installer = z.infer<typeof InstallerSchema>;

/** The team limit of the company's region (spec 03 §6), with how many installers it has. */
export const TeamLimitStateSchema = z.object({
  installers: z.number().int().nonnegative(),
  /** null: the region sets no limit. */
  max_installers: z.number().int().positive().nullable(),
  reached: z.boolean(),
});
export type TeamLimitState = z.infer<typeof TeamLimitStateSchema>;

export const InstallerListQuerySchema = PageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.installers),
});
export type InstallerListQuery = z.infer<typeof InstallerListQuerySchema>;

export const InstallerListSchema = z
  .object({ data: z.array(InstallerSchema), meta: PageMetaSchema, team: TeamLimitStateSchema })
  .meta({ id: 'InstallerList' });
export type InstallerList = z.infer<typeof InstallerListSchema>;

const installerFields = {
  name: personName(FIELD_MESSAGES.nameRequired),
  surname: personName(FIELD_MESSAGES.surnameRequired),
  /** spec 03 §5: the national number, valid for the owner's region (checked by the server). */
  phone: PhoneSchema,
  /** Optional: an empty field is sent as null or left out. */
  email: z.union([EmailSchema, z.literal('').transform(() => null), z.null()]).optional(),
};

/** POST /v1/installer/user (spec 03 §7: name, surname, phone; e-mail optional). */
export const CreateInstallerBodySchema = z.strictObject(installerFields).meta({ id: 'CreateInstallerBody' });
export type CreateInstallerBody = z.input<typeof CreateInstallerBodySchema>;

/** PATCH /v1/installer/user/{uuid}: any of the fields. */
export const UpdateInstallerBodySchema = z
  .strictObject({
    name: installerFields.name.optional(),
    surname: installerFields.surname.optional(),
    phone: installerFields.phone.optional(),
    email: installerFields.email,
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), FIELD_MESSAGES.nothingToUpdate)
  .meta({ id: 'UpdateInstallerBody' });
export type UpdateInstallerBody = z.input<typeof UpdateInstallerBodySchema>;
