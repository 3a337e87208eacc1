import { z } from 'zod';
import {
  CountryRegionIdSchema,
  DateTimeSchema,
  MAX_ROW_ID,
  QueryCountryRegionIdSchema,
  UuidSchema,
  paged,
} from '../common/common.schemas';
import { listQuery } from '../common/list-query';
import { FIELD_MESSAGES } from '../constants/messages';
import {
  LEAD_ACTORS,
  LEAD_DEADLINE_LIMITS,
  LEAD_LIMITS,
  LEAD_LIST_GROUPS,
  LEAD_MESSAGES,
} from '../constants/leads';
import {
  LeadCustomerSchema,
  LeadDateSchema,
  LeadExtrasSchema,
  LeadIntakeCustomerSchema,
  LeadExtrasInputSchema,
  LeadProductLineSchema,
  LeadProductsInputSchema,
  LeadStatusSchema,
} from './leads.schemas';

const CompanyRefSchema = z.object({ uuid: UuidSchema, name: z.string() });

/** One line of the dispatch desk. */
export const AdminLeadSchema = z
  .object({
    uuid: UuidSchema,
    status: LeadStatusSchema,
    region_id: z.number().int(),
    company: CompanyRefSchema.nullable(),
    customer_name: z.string(),
    postal_code: z.string(),
    city: z.string(),
    products: z.array(LeadProductLineSchema),
    /** How many companies the lead has been given to (a timed-out lead goes to a second one once). */
    assignment_round: z.number().int().nonnegative(),
    deadline_at: DateTimeSchema.nullable(),
    created_at: DateTimeSchema,
    updated_at: DateTimeSchema,
  })
  .meta({ id: 'AdminLead' });
export type AdminLead = z.infer<typeof AdminLeadSchema>;

export const AdminLeadListSchema = paged(AdminLeadSchema).meta({ id: 'AdminLeadList' });
export type AdminLeadList = z.infer<typeof AdminLeadListSchema>;

export const ADMIN_LEAD_SORTS = ['created_at', 'deadline_at', 'updated_at'] as const;

const queryFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** Filters: status or group, unassigned only, near deadline (within the next 24 hours), region, company. */
export const AdminLeadsQuerySchema = listQuery(ADMIN_LEAD_SORTS, {
  status: LeadStatusSchema.optional(),
  group: z.enum(LEAD_LIST_GROUPS).optional(),
  unassigned: queryFlag,
  near_deadline: queryFlag,
  region_id: QueryCountryRegionIdSchema.optional(),
  company: UuidSchema.optional(),
  /** Part of the customer's name, postal code or city. */
  q: z.string().trim().max(100).optional(),
});
export type AdminLeadsQuery = z.infer<typeof AdminLeadsQuerySchema>;

/** One move in a lead's history; an operator's move names the operator. */
export const AdminLeadEventSchema = z
  .object({
    at: DateTimeSchema,
    actor: z.enum(LEAD_ACTORS),
    actor_name: z.string().nullable(),
    from: LeadStatusSchema.nullable(),
    to: LeadStatusSchema,
    company: CompanyRefSchema.nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'AdminLeadEvent' });
export type AdminLeadEvent = z.infer<typeof AdminLeadEventSchema>;

export const AdminLeadDetailSchema = z
  .object({
    uuid: UuidSchema,
    status: LeadStatusSchema,
    region_id: z.number().int(),
    company: CompanyRefSchema.nullable(),
    customer_info: LeadCustomerSchema,
    products: z.array(LeadProductLineSchema),
    extras: LeadExtrasSchema,
    expected_installation_date: LeadDateSchema.nullable(),
    project: z.object({ uuid: UuidSchema }).nullable(),
    assignment_round: z.number().int().nonnegative(),
    lost_reason: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
    deadline_at: DateTimeSchema.nullable(),
    /** Where the lead came from: the intake key's name, or null when an operator made it. */
    source: z.string().nullable(),
    created_at: DateTimeSchema,
    updated_at: DateTimeSchema,
    history: z.array(AdminLeadEventSchema),
  })
  .meta({ id: 'AdminLeadDetail' });
export type AdminLeadDetail = z.infer<typeof AdminLeadDetailSchema>;

/** A lead typed in by an operator; without `company_uuid` it is assigned as an intake lead would be. */
export const AdminLeadCreateSchema = z
  .strictObject({
    region_id: CountryRegionIdSchema,
    customer_info: LeadIntakeCustomerSchema,
    products: LeadProductsInputSchema,
    extras: LeadExtrasInputSchema,
    NotesFromVELUXClub: z.string().trim().max(LEAD_LIMITS.notesMaxLength, FIELD_MESSAGES.tooLong).optional(),
    company_uuid: UuidSchema.optional(),
  })
  .meta({ id: 'AdminLeadCreate' });
export type AdminLeadCreate = z.infer<typeof AdminLeadCreateSchema>;

const reasonText = z
  .string({ error: FIELD_MESSAGES.required })
  .trim()
  .min(1, { error: FIELD_MESSAGES.required, abort: true })
  .max(LEAD_LIMITS.reasonMaxLength, FIELD_MESSAGES.tooLong);

/**
 * Assign or re-assign: to the named company (it must be of the lead's region and take leads), or, without
 * one, to the next company by the rules. The lead starts again as new.
 */
export const AdminLeadAssignSchema = z
  .strictObject({ company_uuid: UuidSchema.optional(), reason: reasonText.optional() })
  .meta({ id: 'AdminLeadAssign' });
export type AdminLeadAssign = z.infer<typeof AdminLeadAssignSchema>;

/** The club rejects a lead (spam, outside the club's reach): status rejected. */
export const AdminLeadRejectSchema = z.strictObject({ reason: reasonText }).meta({ id: 'AdminLeadReject' });
export type AdminLeadReject = z.infer<typeof AdminLeadRejectSchema>;

/** ARCHITECTURE §7: lost with a reason from the config's lost reasons. */
export const AdminLeadLostSchema = z
  .strictObject({
    lost_reason_id: z
      .number({ error: LEAD_MESSAGES.lostReasonUnknown })
      .int()
      .positive()
      .max(MAX_ROW_ID, LEAD_MESSAGES.lostReasonUnknown),
    reason: reasonText.optional(),
  })
  .meta({ id: 'AdminLeadLost' });
export type AdminLeadLost = z.infer<typeof AdminLeadLostSchema>;

/** A company as the dispatch desk sees it: its lead settings, open leads and how fast it answers. */
export const AdminLeadCompanySchema = z
  .object({
    uuid: UuidSchema,
    name: z.string(),
    region_id: z.number().int(),
    active: z.boolean(),
    accepts_leads: z.boolean(),
    is_available: z.boolean(),
    postal_prefixes: z.array(z.string()),
    /** The company's own cap; null: the region's. */
    open_leads_cap: z.number().int().nullable(),
    open_leads: z.number().int().nonnegative(),
    new_leads: z.number().int().nonnegative(),
    leads_total: z.number().int().nonnegative(),
    /** Average hours from assignment to the company's first move; null before any. */
    avg_response_hours: z.number().nullable(),
    timed_out: z.number().int().nonnegative(),
    last_assigned_at: DateTimeSchema.nullable(),
  })
  .meta({ id: 'AdminLeadCompany' });
export type AdminLeadCompany = z.infer<typeof AdminLeadCompanySchema>;

export const AdminLeadCompanyListSchema = paged(AdminLeadCompanySchema).meta({ id: 'AdminLeadCompanyList' });
export type AdminLeadCompanyList = z.infer<typeof AdminLeadCompanyListSchema>;

export const ADMIN_LEAD_COMPANY_SORTS = ['name', 'open_leads', 'last_assigned_at'] as const;

export const AdminLeadCompaniesQuerySchema = listQuery(ADMIN_LEAD_COMPANY_SORTS, {
  region_id: QueryCountryRegionIdSchema.optional(),
  /** Only companies that accept leads. */
  accepts_leads: queryFlag,
  q: z.string().trim().max(100).optional(),
});
export type AdminLeadCompaniesQuery = z.infer<typeof AdminLeadCompaniesQuerySchema>;

const postalPrefix = z
  .string()
  .trim()
  .min(1, FIELD_MESSAGES.required)
  .max(LEAD_LIMITS.postalPrefixMaxLength, FIELD_MESSAGES.tooLong)
  .regex(/^[0-9A-Za-z -]+$/, FIELD_MESSAGES.postalCodeRequired);

/** A company's postal-code coverage (prefixes, longest match wins) and its open-leads cap. */
export const AdminLeadCompanySettingsSchema = z
  .strictObject({
    postal_prefixes: z.array(postalPrefix).max(LEAD_LIMITS.postalPrefixesMax),
    open_leads_cap: z
      .number()
      .int()
      .min(LEAD_DEADLINE_LIMITS.open_leads_cap.min)
      .max(LEAD_DEADLINE_LIMITS.open_leads_cap.max)
      .nullable(),
  })
  .meta({ id: 'AdminLeadCompanySettings' });
export type AdminLeadCompanySettings = z.infer<typeof AdminLeadCompanySettingsSchema>;

/** An intake API key; the key itself is shown once, on creation. */
export const IntakeKeySchema = z
  .object({
    id: UuidSchema,
    name: z.string(),
    /** The first characters of the key, to tell keys apart. */
    prefix: z.string(),
    created_at: DateTimeSchema,
    last_used_at: DateTimeSchema.nullable(),
    revoked_at: DateTimeSchema.nullable(),
  })
  .meta({ id: 'IntakeKey' });
export type IntakeKey = z.infer<typeof IntakeKeySchema>;

export const IntakeKeyListSchema = z.object({ data: z.array(IntakeKeySchema) }).meta({ id: 'IntakeKeyList' });

export const IntakeKeyCreateSchema = z
  .strictObject({
    name: z
      .string({ error: FIELD_MESSAGES.required })
      .trim()
      .min(1, { error: FIELD_MESSAGES.required, abort: true })
      .max(LEAD_LIMITS.intakeKeyNameMaxLength, FIELD_MESSAGES.tooLong),
  })
  .meta({ id: 'IntakeKeyCreate' });
export type IntakeKeyCreate = z.infer<typeof IntakeKeyCreateSchema>;

export const IntakeKeyCreatedSchema = IntakeKeySchema.extend({
  /** The whole key, this once; only its hash is kept. */
  key: z.string(),
}).meta({ id: 'IntakeKeyCreated' });
export type IntakeKeyCreated = z.infer<typeof IntakeKeyCreatedSchema>;

const whole = (range: { min: number; max: number }) =>
  z
    .number({ error: 'Enter a whole number.' })
    .int('Enter a whole number.')
    .min(range.min, `Enter ${range.min} to ${range.max}.`)
    .max(range.max, `Enter ${range.min} to ${range.max}.`);

/** A region's lead deadlines and default cap (docs/decisions/030-leads.md). */
export const LeadRegionSettingsBodySchema = z
  .strictObject({
    interest_hours: whole(LEAD_DEADLINE_LIMITS.interest_hours),
    contact_days: whole(LEAD_DEADLINE_LIMITS.contact_days),
    agreement_days: whole(LEAD_DEADLINE_LIMITS.agreement_days),
    closing_days: whole(LEAD_DEADLINE_LIMITS.closing_days),
    reminder_hours: whole(LEAD_DEADLINE_LIMITS.reminder_hours),
    open_leads_cap: whole(LEAD_DEADLINE_LIMITS.open_leads_cap).nullable(),
  })
  .meta({ id: 'LeadRegionSettingsBody' });
export type LeadRegionSettingsBody = z.infer<typeof LeadRegionSettingsBodySchema>;

export const LeadRegionSettingsSchema = LeadRegionSettingsBodySchema.extend({
  region_id: z.number().int(),
  code: z.string(),
  /** False while the region uses the defaults. */
  customised: z.boolean(),
}).meta({ id: 'LeadRegionSettings' });
export type LeadRegionSettings = z.infer<typeof LeadRegionSettingsSchema>;

export const LeadRegionSettingsListSchema = z
  .object({ data: z.array(LeadRegionSettingsSchema) })
  .meta({ id: 'LeadRegionSettingsList' });
