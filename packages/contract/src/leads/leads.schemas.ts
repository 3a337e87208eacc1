import { z } from 'zod';
import {
  CountryRegionIdSchema,
  DateTimeSchema,
  PageQuerySchema,
  UuidSchema,
  paged,
} from '../common/common.schemas';
import {
  CitySchema,
  EmailSchema,
  PhoneSchema,
  PostalCodeSchema,
  personName,
} from '../common/contact.schemas';
import { FIELD_MESSAGES } from '../constants/messages';
import { PAGE_SIZES } from '../constants/limits';
import {
  LEAD_ACTORS,
  LEAD_LIMITS,
  LEAD_LIST_GROUPS,
  LEAD_MESSAGES,
  LEAD_PRODUCTS,
  LEAD_STATUSES,
  type LeadProduct,
} from '../constants/leads';

export const LeadStatusSchema = z.enum(LEAD_STATUSES);
export const LeadProductSchema = z.enum(LEAD_PRODUCTS, { error: FIELD_MESSAGES.required });

/** A calendar day, `YYYY-MM-DD`. */
export const LeadDateSchema = z.iso.date({ error: LEAD_MESSAGES.installationDateRequired });

const optionalText = (max: number) => z.string().trim().max(max, FIELD_MESSAGES.tooLong);

/**
 * spec 02 §3 customer_info, as a lead shows it. The brand's form sends the e-mail as `EmailFor{product}`;
 * the lead keeps one address, shown as `Email`.
 */
export const LeadCustomerSchema = z
  .object({
    FirstName: z.string(),
    LastName: z.string(),
    StreetHouseNumber: z.string(),
    PostalCode: z.string(),
    City: z.string(),
    Mobile: z.string(),
    Email: z.string().nullable(),
  })
  .meta({ id: 'LeadCustomer' });
export type LeadCustomer = z.infer<typeof LeadCustomerSchema>;

/** spec 02 §3 products and quantities. */
export const LeadProductLineSchema = z
  .object({ product: LeadProductSchema, quantity: z.number().int().positive() })
  .meta({ id: 'LeadProductLine' });
export type LeadProductLine = z.infer<typeof LeadProductLineSchema>;

/** spec 02 §3 extras: the customer's notes and request, and the club's notes for the installer. */
export const LeadExtrasSchema = z
  .object({
    Notes: z.string().nullable(),
    CustomerRequested: z.string().nullable(),
    NotesFromVELUXClub: z.string().nullable(),
  })
  .meta({ id: 'LeadExtras' });
export type LeadExtras = z.infer<typeof LeadExtrasSchema>;

/** One line of the installer's leads list. */
export const LeadSummarySchema = z
  .object({
    uuid: UuidSchema,
    status: LeadStatusSchema,
    customer_name: z.string(),
    city: z.string(),
    postal_code: z.string(),
    products: z.array(LeadProductLineSchema),
    expected_installation_date: LeadDateSchema.nullable(),
    /** When the lead came to the company. */
    assigned_at: DateTimeSchema,
    /** When the current status stops waiting (the job then moves the lead); null in the final statuses. */
    deadline_at: DateTimeSchema.nullable(),
    updated_at: DateTimeSchema,
  })
  .meta({ id: 'LeadSummary' });
export type LeadSummary = z.infer<typeof LeadSummarySchema>;

export const LeadListSchema = paged(LeadSummarySchema).meta({ id: 'LeadList' });
export type LeadList = z.infer<typeof LeadListSchema>;

/** spec 01 §9: leads page 1, limit 30; by status group or one status. */
export const LeadsQuerySchema = PageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.leads),
  group: z.enum(LEAD_LIST_GROUPS).default('open'),
  status: LeadStatusSchema.optional(),
});
export type LeadsQuery = z.infer<typeof LeadsQuerySchema>;

/** spec 02 §3 Lead, as its detail shows it: with the moves the installer may make now. */
export const LeadDetailSchema = z
  .object({
    uuid: UuidSchema,
    status: LeadStatusSchema,
    expected_installation_date: LeadDateSchema.nullable(),
    customer_info: LeadCustomerSchema,
    products: z.array(LeadProductLineSchema),
    extras: LeadExtrasSchema,
    /** ARCHITECTURE §7: the statuses the installer may move the lead to now (empty when final). */
    allowed_moves: z.array(LeadStatusSchema),
    /** The scheduled project made when the customer agreed. */
    project: z.object({ uuid: UuidSchema }).nullable(),
    assigned_at: DateTimeSchema,
    deadline_at: DateTimeSchema.nullable(),
    created_at: DateTimeSchema,
    updated_at: DateTimeSchema,
  })
  .meta({ id: 'LeadDetail' });
export type LeadDetail = z.infer<typeof LeadDetailSchema>;

/** One move of a lead, as the installer's archive view shows it (operators are not named). */
export const LeadHistoryItemSchema = z
  .object({
    at: DateTimeSchema,
    actor: z.enum(LEAD_ACTORS),
    from: LeadStatusSchema.nullable(),
    to: LeadStatusSchema,
    reason: z.string().nullable(),
  })
  .meta({ id: 'LeadHistoryItem' });
export type LeadHistoryItem = z.infer<typeof LeadHistoryItemSchema>;

/** /leads/{uuid}/archive: the lead and what happened to it. */
export const LeadArchiveSchema = z
  .object({ lead: LeadDetailSchema, history: z.array(LeadHistoryItemSchema) })
  .meta({ id: 'LeadArchive' });
export type LeadArchive = z.infer<typeof LeadArchiveSchema>;

/** Home (spec 02 §2): the new-leads link shows when this is above 0. */
export const LeadsSummarySchema = z
  .object({ new_count: z.number().int().nonnegative(), open_count: z.number().int().nonnegative() })
  .meta({ id: 'LeadsSummary' });
export type LeadsSummary = z.infer<typeof LeadsSummarySchema>;

/**
 * ARCHITECTURE §7: the installer's move. `agreed` needs the installation date (spec 02 §5: minimum today,
 * checked by the server in the region's calendar). An illegal move answers 422 naming the allowed ones.
 */
export const LeadMoveSchema = z
  .strictObject({
    status: LeadStatusSchema,
    expected_installation_date: LeadDateSchema.optional(),
  })
  .refine((b) => b.status !== 'agreed' || b.expected_installation_date !== undefined, {
    path: ['expected_installation_date'],
    message: LEAD_MESSAGES.installationDateRequired,
  })
  .meta({ id: 'LeadMove' });
export type LeadMove = z.infer<typeof LeadMoveSchema>;

/** spec 02 §7 PATCH lead {uuid}: the note field the spec names. */
export const LeadNoteSchema = z
  .strictObject({
    NotesFromVELUXClub: optionalText(LEAD_LIMITS.notesMaxLength).nullable(),
  })
  .meta({ id: 'LeadNote' });
export type LeadNote = z.infer<typeof LeadNoteSchema>;

/** spec 02 §7 PATCH lead installation date; spec 02 §5: required, minimum today. */
export const LeadInstallationDateSchema = z
  .strictObject({ expected_installation_date: LeadDateSchema })
  .meta({ id: 'LeadInstallationDate' });
export type LeadInstallationDate = z.infer<typeof LeadInstallationDateSchema>;

// ---- public intake -------------------------------------------------------------------------------------

/**
 * The brand's form: customer_info with the spec's names. The e-mail comes as `EmailFor{product}` (one or
 * more of them, the first non-empty wins) or as `Email`.
 */
const emailForFields = Object.fromEntries(
  LEAD_PRODUCTS.map((product) => [`EmailFor${product}`, EmailSchema.optional()]),
) as Record<`EmailFor${LeadProduct}`, z.ZodOptional<typeof EmailSchema>>;

/** spec 02 §3: the phone comes as Mobile or MobilePhone; MobilePhone stands in when Mobile is absent. */
const mobileFromMobilePhone = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !('Mobile' in value) && 'MobilePhone' in value
    ? { ...value, Mobile: (value as { MobilePhone: unknown }).MobilePhone }
    : value;

export const LeadIntakeCustomerSchema = z.preprocess(
  mobileFromMobilePhone,
  z.looseObject({
    FirstName: personName(FIELD_MESSAGES.nameRequired),
    LastName: personName(FIELD_MESSAGES.surnameRequired),
    StreetHouseNumber: z
      .string({ error: FIELD_MESSAGES.addressRequired })
      .trim()
      .min(1, { error: FIELD_MESSAGES.addressRequired, abort: true })
      .max(LEAD_LIMITS.streetMaxLength, FIELD_MESSAGES.tooLong),
    PostalCode: PostalCodeSchema,
    City: CitySchema,
    Mobile: PhoneSchema,
    MobilePhone: PhoneSchema.optional(),
    Email: EmailSchema.optional(),
    ...emailForFields,
  }),
);
export type LeadIntakeCustomer = z.infer<typeof LeadIntakeCustomerSchema>;

/** The customer's e-mail from the form: `Email`, else the first `EmailFor{product}` given. */
export function intakeCustomerEmail(customer: LeadIntakeCustomer): string | null {
  if (customer.Email) return customer.Email;
  for (const product of LEAD_PRODUCTS) {
    const value = customer[`EmailFor${product}`];
    if (value) return value;
  }
  return null;
}

export const LeadProductInputSchema = z.strictObject({
  product: LeadProductSchema,
  quantity: z.number({ error: FIELD_MESSAGES.required }).int().min(1).max(LEAD_LIMITS.quantityMax),
});

export const LeadProductsInputSchema = z
  .array(LeadProductInputSchema)
  .min(1, FIELD_MESSAGES.required)
  .max(LEAD_LIMITS.productsMax)
  .refine((lines) => new Set(lines.map((l) => l.product)).size === lines.length, 'Each product once.');

export const LeadExtrasInputSchema = z
  .strictObject({
    Notes: optionalText(LEAD_LIMITS.notesMaxLength).optional(),
    CustomerRequested: optionalText(LEAD_LIMITS.notesMaxLength).optional(),
  })
  .default({});

/**
 * POST /v1/intake/leads with the `X-Api-Key` header. The same `Idempotency-Key` (header, or the
 * `idempotency_key` field) gives the first answer again and never a second lead.
 */
export const LeadIntakeSchema = z
  .strictObject({
    /** The region's id (spec 01 §4 regions); the lead goes to a company of that region. */
    region_id: CountryRegionIdSchema,
    customer_info: LeadIntakeCustomerSchema,
    products: LeadProductsInputSchema,
    extras: LeadExtrasInputSchema,
    idempotency_key: z.string().trim().min(1).max(LEAD_LIMITS.idempotencyKeyMaxLength).optional(),
  })
  .meta({ id: 'LeadIntake' });
export type LeadIntake = z.infer<typeof LeadIntakeSchema>;

export const LeadIntakeResultSchema = z
  .object({
    uuid: UuidSchema,
    status: LeadStatusSchema,
    /** Whether a company took the lead; if not, it waits at the dispatch desk. */
    assigned: z.boolean(),
    created_at: DateTimeSchema,
  })
  .meta({ id: 'LeadIntakeResult' });
export type LeadIntakeResult = z.infer<typeof LeadIntakeResultSchema>;
