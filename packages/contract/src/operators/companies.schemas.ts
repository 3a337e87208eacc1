import { z } from 'zod';
import { FIELD_MESSAGES } from '../constants/messages';
import { POINTS_VARIATIONS } from '../constants/points';
import { ROLES, USER_STATUS } from '../constants/roles';
import { OPERATOR_SECTIONS } from '../constants/operator-sections';
import {
  DateTimeSchema,
  PageMetaSchema,
  PageQuerySchema,
  QueryCountryRegionIdSchema,
  UuidSchema,
  requiredText,
} from '../common/common.schemas';
import {
  CitySchema,
  EmailSchema,
  PhoneSchema,
  PostalCodeSchema,
  RegistrationNumberSchema,
  personName,
} from '../common/contact.schemas';

/** ARCHITECTURE §4: admins and support read companies and their people. */
export const COMPANY_READ_ROLES = OPERATOR_SECTIONS.companies;
/** Changes to companies and users (status, contact data, roles, points): admins only. */
export const COMPANY_WRITE_ROLES = OPERATOR_SECTIONS.companyChanges;

/** The wording is ours: the spec has no operator screens. */
export const COMPANY_ADMIN_MESSAGES = {
  reasonRequired: 'Give the reason for the adjustment.',
  pointsInvalid: 'Enter a whole number of points greater than zero.',
  ownersLimit: 'The region allows at most {count} owners in a company.',
  installersLimit: 'The region allows at most {count} installers in a company.',
  lastOwner: 'The company must keep an owner.',
  userNotFound: 'User not found.',
  companyNotFound: 'Company not found.',
} as const;

/** Fills `{name}` placeholders of a message. */
export const fillMessage = (message: string, values: Record<string, string | number>): string =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

export const ADJUSTMENT_LIMITS = { maxPoints: 1_000_000, reasonMin: 3, reasonMax: 500 } as const;

/** The ledger event of an operator's adjustment; the installers' app has its label. */
export const ADJUSTMENT_EVENT = 'adjustment';

/** The columns the search can be sorted on, each with the id as tie-breaker; name by default. */
export const COMPANY_SORTS = ['name', 'created_at', 'points'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

const AccountStatusSchema = z.union([
  z.literal(USER_STATUS.PENDING),
  z.literal(USER_STATUS.ACTIVE),
  z.literal(USER_STATUS.DEACTIVATED),
]);

/**
 * The operators' company search: free text over the company's name and registration numbers and its
 * people's e-mail addresses and phone numbers, a region and a status; paged and sorted.
 */
export const OperatorCompanyQuerySchema = PageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(100, FIELD_MESSAGES.tooLong)
    .optional()
    .transform((q) => (q ? q : undefined)),
  region_id: QueryCountryRegionIdSchema.optional(),
  active: z.coerce.number().pipe(AccountStatusSchema).optional(),
  sort: z.enum(COMPANY_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type OperatorCompanyQuery = z.infer<typeof OperatorCompanyQuerySchema>;

const ContactSchema = z.object({
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
});

export const OperatorCompanyListItemSchema = z.object({
  uuid: UuidSchema,
  id: z.number().int(),
  name: z.string(),
  region_id: z.number().int(),
  registration_number: z.string().nullable(),
  registration_number_2: z.string().nullable(),
  active: AccountStatusSchema,
  points: z.number().int(),
  members: z.number().int().nonnegative(),
  /** The company's first owner, whom operators call about the company. */
  owner: ContactSchema.nullable(),
  created_at: DateTimeSchema,
});
export type OperatorCompanyListItem = z.infer<typeof OperatorCompanyListItemSchema>;

export const OperatorCompanyListSchema = z
  .object({ data: z.array(OperatorCompanyListItemSchema), meta: PageMetaSchema })
  .meta({ id: 'OperatorCompanyList' });
export type OperatorCompanyList = z.infer<typeof OperatorCompanyListSchema>;

const RoleIdSchema = z.union([z.literal(ROLES.companyOwner.id), z.literal(ROLES.installer.id)]);

export const OperatorMemberSchema = z.object({
  uuid: UuidSchema,
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  role_id: RoleIdSchema,
  active: AccountStatusSchema,
  created_at: DateTimeSchema,
  /** The last sign-in or session refresh of the person themselves (emulated sessions are not theirs). */
  last_activity_at: DateTimeSchema.nullable(),
});
export type OperatorMember = z.infer<typeof OperatorMemberSchema>;

export const OperatorCompanyCertificateSchema = z.object({
  uuid: UuidSchema,
  name: z.string(),
  awarded_on: z.iso.date(),
  expires_on: z.iso.date(),
});

export const OperatorCompanyDetailSchema = z
  .object({
    uuid: UuidSchema,
    id: z.number().int(),
    name: z.string(),
    region_id: z.number().int(),
    registration_number: z.string().nullable(),
    registration_number_2: z.string().nullable(),
    address: z.string(),
    street_name: z.string(),
    house_number: z.string(),
    postal_code: z.string(),
    city: z.string(),
    crm_customer_id: z.string().nullable(),
    accepts_leads: z.boolean(),
    active: AccountStatusSchema,
    points: z.number().int(),
    created_at: DateTimeSchema,
    members: z.array(OperatorMemberSchema),
    certificates: z.array(OperatorCompanyCertificateSchema),
    /** spec 03 §6: the team limit of the company's region; null where there is none. */
    team_limit: z.object({ owners: z.number().int(), installers: z.number().int() }).nullable(),
  })
  .meta({ id: 'OperatorCompanyDetail' });
export type OperatorCompanyDetail = z.infer<typeof OperatorCompanyDetailSchema>;

/** A ledger entry with the balance right after it. */
export const OperatorLedgerEntrySchema = z.object({
  uuid: UuidSchema,
  created_at: DateTimeSchema,
  variation: z.enum(POINTS_VARIATIONS),
  event: z.string(),
  points: z.number().int(),
  balance: z.number().int(),
  reason: z.string().nullable(),
  operator: z.object({ uuid: UuidSchema, name: z.string() }).nullable(),
  reference_type: z.string().nullable(),
  reference_id: z.string().nullable(),
});
export type OperatorLedgerEntry = z.infer<typeof OperatorLedgerEntrySchema>;

export const OperatorLedgerSchema = z
  .object({ data: z.array(OperatorLedgerEntrySchema), meta: PageMetaSchema })
  .meta({ id: 'OperatorLedger' });
export type OperatorLedger = z.infer<typeof OperatorLedgerSchema>;

export const OperatorCompanyProjectSchema = z.object({
  uuid: UuidSchema,
  name: z.string().nullable(),
  street_name: z.string(),
  city: z.string(),
  postal_code: z.string(),
  status: z.number().int(),
  points_awarded: z.number().int(),
  created_at: DateTimeSchema,
  closed_at: DateTimeSchema.nullable(),
});
export type OperatorCompanyProject = z.infer<typeof OperatorCompanyProjectSchema>;

export const OperatorCompanyProjectListSchema = z
  .object({ data: z.array(OperatorCompanyProjectSchema), meta: PageMetaSchema })
  .meta({ id: 'OperatorCompanyProjectList' });

const atLeastOne = (body: Record<string, unknown>) => Object.values(body).some((v) => v !== undefined);

/** The company's data an operator may correct, with the registration form's rules (spec 01 §5). */
export const UpdateOperatorCompanyBodySchema = z
  .strictObject({
    name: requiredText(FIELD_MESSAGES.companyNameRequired, 200).optional(),
    registration_number: RegistrationNumberSchema.optional(),
    registration_number_2: RegistrationNumberSchema.optional(),
    address: requiredText(FIELD_MESSAGES.addressRequired, 255).optional(),
    street_name: z.string().trim().max(255, FIELD_MESSAGES.tooLong).optional(),
    house_number: requiredText(FIELD_MESSAGES.houseNumberRequired, 20).optional(),
    postal_code: PostalCodeSchema.optional(),
    city: CitySchema.optional(),
  })
  .refine(atLeastOne, { message: FIELD_MESSAGES.nothingToUpdate })
  .meta({ id: 'UpdateOperatorCompanyBody' });
export type UpdateOperatorCompanyBody = z.infer<typeof UpdateOperatorCompanyBodySchema>;

/**
 * A person's contact data, with the app's rules: letters-only names, an e-mail address, and a national
 * phone number that the server checks against the person's region (spec 01 §5).
 */
export const UpdateOperatorUserBodySchema = z
  .strictObject({
    name: personName(FIELD_MESSAGES.nameRequired).optional(),
    surname: personName(FIELD_MESSAGES.surnameRequired).optional(),
    email: EmailSchema.optional(),
    phone: PhoneSchema.optional(),
  })
  .refine(atLeastOne, { message: FIELD_MESSAGES.nothingToUpdate })
  .meta({ id: 'UpdateOperatorUserBody' });
export type UpdateOperatorUserBody = z.infer<typeof UpdateOperatorUserBodySchema>;

/** Activate (1) or deactivate (2) a company or a person; deactivation ends their sessions at once. */
export const SetAccountStatusBodySchema = z
  .strictObject({ active: z.literal([USER_STATUS.ACTIVE, USER_STATUS.DEACTIVATED]) })
  .meta({ id: 'SetAccountStatusBody' });
export type SetAccountStatusBody = z.infer<typeof SetAccountStatusBodySchema>;

export const SetMemberRoleBodySchema = z
  .strictObject({ role_id: RoleIdSchema })
  .meta({ id: 'SetMemberRoleBody' });
export type SetMemberRoleBody = z.infer<typeof SetMemberRoleBodySchema>;

export const OperatorCompanyStatusSchema = z
  .object({ uuid: UuidSchema, active: AccountStatusSchema })
  .meta({ id: 'OperatorCompanyStatus' });

/**
 * A credit or debit by an operator. The key is generated by the screen when the dialog opens: a retried
 * request answers the first entry instead of moving the points twice.
 */
export const PointsAdjustmentBodySchema = z
  .strictObject({
    direction: z.enum(['credit', 'debit']),
    points: z
      .number({ error: COMPANY_ADMIN_MESSAGES.pointsInvalid })
      .int(COMPANY_ADMIN_MESSAGES.pointsInvalid)
      .min(1, COMPANY_ADMIN_MESSAGES.pointsInvalid)
      .max(ADJUSTMENT_LIMITS.maxPoints, COMPANY_ADMIN_MESSAGES.pointsInvalid),
    reason: z
      .string({ error: COMPANY_ADMIN_MESSAGES.reasonRequired })
      .trim()
      .min(ADJUSTMENT_LIMITS.reasonMin, COMPANY_ADMIN_MESSAGES.reasonRequired)
      .max(ADJUSTMENT_LIMITS.reasonMax, FIELD_MESSAGES.tooLong),
    idempotency_key: UuidSchema,
  })
  .meta({ id: 'PointsAdjustmentBody' });
export type PointsAdjustmentBody = z.infer<typeof PointsAdjustmentBodySchema>;

export const PointsAdjustmentResultSchema = z
  .object({ entry_uuid: UuidSchema, balance: z.number().int().nonnegative() })
  .meta({ id: 'PointsAdjustmentResult' });
export type PointsAdjustmentResult = z.infer<typeof PointsAdjustmentResultSchema>;
