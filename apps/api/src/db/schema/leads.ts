import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  jsonb,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { operators } from './accounts';
import { companies } from './companies';
import { leadLostReasons } from './config';
import { projects } from './projects';
import { users } from './users';

/** The statuses an installer can still act on (ARCHITECTURE §7), as SQL for partial indexes. */
const OPEN = sql.raw(`('new', 'interested', 'contacted', 'agreed')`);

/**
 * Orders round-robin assignments: each assignment takes the next number, and the company of the region
 * with the lowest (or none) gets the next lead. A counter rather than a time, so that two leads given in
 * the same millisecond still rotate (docs/decisions/030-leads.md).
 */
export const leadAssignmentSeq = pgSequence('lead_assignment_seq');

/** An intake API key of the brand's form: only its SHA-256 is kept, found by its prefix. */
export const leadIntakeKeys = pgTable('lead_intake_keys', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().defaultRandom().unique(),
  name: text('name').notNull(),
  prefix: text('prefix').notNull().unique(),
  keyHash: text('key_hash').notNull(),
  createdByOperatorId: integer('created_by_operator_id').references(() => operators.id, {
    onDelete: 'set null',
  }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** A sales lead (spec 02 §3): the customer, what they ask for, and where it stands. */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    regionId: smallint('region_id').notNull(),
    /** Null while the lead waits at the dispatch desk. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('new'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    /** spec 02 §3 extras: Notes, CustomerRequested (the customer's), NotesFromVELUXClub (the club's). */
    notes: text('notes'),
    customerRequested: text('customer_requested'),
    clubNotes: text('club_notes'),
    installationDate: date('installation_date', { mode: 'string' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    lostReasonId: smallint('lost_reason_id').references(() => leadLostReasons.id),
    intakeKeyId: integer('intake_key_id').references(() => leadIntakeKeys.id, { onDelete: 'set null' }),
    createdByOperatorId: integer('created_by_operator_id').references(() => operators.id, {
      onDelete: 'set null',
    }),
    /** How many companies the lead has been given to; a timed-out lead goes to one more, once. */
    assignmentRound: smallint('assignment_round').notNull().default(0),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** The company's first move after the assignment (response-time stats). */
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the job moves the lead on if nobody did; null in final statuses and at the desk. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    /** When the job reminds the company; null once sent. */
    remindAt: timestamp('remind_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The installer's lists: one company's leads of some statuses, most recently changed first.
    index('leads_company_status_updated_idx').on(t.companyId, t.status, t.updatedAt.desc(), t.id.desc()),
    // The dispatch desk: newest first, by region; the unassigned ones.
    index('leads_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('leads_region_created_idx').on(t.regionId, t.createdAt.desc()),
    index('leads_unassigned_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.companyId} is null`),
    // The jobs: open leads past their deadline or reminder time; the desk's "near deadline".
    index('leads_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`${t.deadlineAt} is not null`),
    index('leads_remind_idx')
      .on(t.remindAt)
      .where(sql`${t.remindAt} is not null`),
    // Open leads per company (caps, stats).
    index('leads_company_open_idx')
      .on(t.companyId)
      .where(sql`${t.status} in ${OPEN}`),
    index('leads_project_idx')
      .on(t.projectId)
      .where(sql`${t.projectId} is not null`),
    check(
      'leads_status_check',
      sql`${t.status} in ('new', 'interested', 'not-interested', 'contacted', 'contact-unsuccessful', 'agreed', 'not-agreed', 'closed', 'rejected', 'time-out', 'rejected-by-installer', 'lost', 'expired-interest', 'expired-contact', 'expired-agreement')`,
    ),
    check('leads_assignment_round_check', sql`${t.assignmentRound} >= 0`),
  ],
);

export type LeadRow = typeof leads.$inferSelect;

/** spec 02 §3 products and quantities. */
export const leadProducts = pgTable(
  'lead_products',
  {
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.leadId, t.product] }),
    check('lead_products_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Every move of a lead: who (user, operator, the jobs, the intake), when, from, to, why. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    actor: text('actor').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    /** The company the lead belonged to after the move. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_events_lead_idx').on(t.leadId, t.createdAt, t.id),
    check('lead_events_actor_check', sql`${t.actor} in ('user', 'operator', 'system', 'intake')`),
  ],
);

/** One answer per (key, Idempotency-Key): a replay gets it again. */
export const leadIntakeRequests = pgTable(
  'lead_intake_requests',
  {
    id: serial('id').primaryKey(),
    keyId: integer('key_id')
      .notNull()
      .references(() => leadIntakeKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    bodyHash: text('body_hash').notNull(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lead_intake_requests_key_unique').on(t.keyId, t.idempotencyKey)],
);

/** A company's lead settings: its cap, and its place in the round robin. */
export const leadCompanySettings = pgTable(
  'lead_company_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Open leads it may hold at once; null: the region's cap. */
    openLeadsCap: integer('open_leads_cap'),
    lastAssignedSeq: bigint('last_assigned_seq', { mode: 'number' }),
    lastAssignedAt: timestamp('last_assigned_at', { withTimezone: true }),
  },
  (t) => [check('lead_company_settings_cap_check', sql`${t.openLeadsCap} is null or ${t.openLeadsCap} > 0`)],
);

/** A company's postal-code coverage: prefixes of the postal codes (spaces and hyphens left out). */
export const leadCompanyPrefixes = pgTable(
  'lead_company_prefixes',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    regionId: smallint('region_id').notNull(),
    prefix: text('prefix').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.prefix] }),
    index('lead_company_prefixes_region_idx').on(t.regionId),
  ],
);

/** A region's lead deadlines and default cap; a region without a row uses LEAD_DEADLINE_DEFAULTS. */
export const leadRegionSettings = pgTable(
  'lead_region_settings',
  {
    regionId: smallint('region_id').primaryKey(),
    interestHours: integer('interest_hours').notNull(),
    contactDays: integer('contact_days').notNull(),
    agreementDays: integer('agreement_days').notNull(),
    closingDays: integer('closing_days').notNull(),
    reminderHours: integer('reminder_hours').notNull(),
    openLeadsCap: integer('open_leads_cap'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'lead_region_settings_ranges_check',
      sql`${t.interestHours} between 1 and 720 and ${t.contactDays} between 1 and 90 and ${t.agreementDays} between 1 and 365 and ${t.closingDays} between 1 and 365 and ${t.reminderHours} between 1 and 240 and (${t.openLeadsCap} is null or ${t.openLeadsCap} between 1 and 10000)`,
    ),
  ],
);
