import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * An installer company. `id` is the numeric company_id the spec shows (spec 01 §3 User); `uuid` is what
 * other paths expose. Status uses the user status values (spec 01 §4: declining the terms deactivates it).
 */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    name: text('name').notNull(),
    regionId: smallint('region_id').notNull(),
    registrationNumber: text('registration_number'),
    registrationNumber2: text('registration_number_2'),
    address: text('address').notNull().default(''),
    streetName: text('street_name').notNull().default(''),
    houseNumber: text('house_number').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    crmCustomerId: text('crm_customer_id'),
    /** spec 01 §2, §3: the invite (recommendation) code of the registration link, as the owner came. */
    invite: text('invite'),
    acceptsLeads: boolean('accepts_leads').notNull().default(false),
    isAvailable: boolean('availability').notNull().default(true),
    status: smallint('status').notNull().default(1),
    /**
     * Cached sum of the company's points ledger (ARCHITECTURE §5), changed only by the points service in
     * the same transaction as the ledger row; spending is a conditional update on it.
     */
    pointsBalance: integer('points_balance').notNull().default(0),
    /**
     * What the operators' search matches, lower-cased once when the row is written, so that the search is
     * a plain LIKE (several times cheaper per row than ILIKE) on one trigram index
     * (docs/decisions/018-operator-company-search.md).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || ' ' || coalesce(registration_number, '') || ' ' || coalesce(registration_number_2, ''))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // spec 01 §5: a registration number is unique within its region (checked by the validate call).
    uniqueIndex('companies_region_registration_number_unique')
      .on(t.regionId, t.registrationNumber)
      .where(sql`${t.registrationNumber} is not null`),
    // ARCHITECTURE §7: leads go to a company of the region that accepts leads and is available.
    index('companies_lead_assignment_idx')
      .on(t.regionId)
      .where(sql`${t.acceptsLeads} and ${t.isAvailable} and ${t.status} = 1`),
    // The operators' search matches any part of the search text (pg_trgm). Without GIN's pending list
    // (fastupdate): rows go into the index as they are written, so a search never reads an unsorted
    // list of recent rows that only a vacuum would merge (decision 028).
    index('companies_search_text_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    check('companies_status_check', sql`${t.status} in (0, 1, 2)`),
    check('companies_points_balance_check', sql`${t.pointsBalance} >= 0`),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;
