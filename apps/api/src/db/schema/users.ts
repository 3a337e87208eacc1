import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** Flags the web app keeps per user (spec 01 §3: options holds hasAgreedToTerms, consentSeen…). */
export interface UserOptions {
  hasAgreedToTerms?: boolean;
  consentSeen?: boolean;
  firstTime?: boolean;
  expPtsSeen?: string | null;
  [key: string]: unknown;
}

/**
 * Installer accounts: company owners (role 2) and installers (role 3). Deleted users keep their row
 * (spec 01 §4: DELETED shares status 2 with DEACTIVATED), so `deleted_at` tells them apart and frees the
 * e-mail and phone for a new account.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    roleId: smallint('role_id').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    regionId: smallint('region_id').notNull(),
    languageId: smallint('language_id').notNull(),
    status: smallint('status').notNull().default(0),
    options: jsonb('options').$type<UserOptions>().notNull().default({}),
    emailConsent: boolean('email_consent').notNull().default(false),
    phoneConsent: boolean('phone_consent').notNull().default(false),
    hasSurvey: boolean('has_survey').notNull().default(false),
    surveyResponse: jsonb('survey_response'),
    verifiedEmailAt: timestamp('verified_email_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // Sign-in looks users up by e-mail (any case) or by phone within a region (spec 01 §5 Login).
    // An installer added by their owner may have no e-mail (stored as ''): only addresses are unique.
    uniqueIndex('users_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null and ${t.email} <> ''`),
    uniqueIndex('users_region_phone_unique')
      .on(t.regionId, t.phone)
      .where(sql`${t.deletedAt} is null`),
    index('users_company_id_idx').on(t.companyId),
    // The operators' company search matches any part of an e-mail address or phone number (pg_trgm).
    // No pending list (fastupdate off), as on the companies' search text (decision 028).
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('users_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')).with({ fastupdate: false }),
    check('users_role_id_check', sql`${t.roleId} in (2, 3)`),
    check('users_status_check', sql`${t.status} in (0, 1, 2)`),
    check('users_phone_e164_check', sql`${t.phone} ~ '^\\+[1-9][0-9]{6,14}$'`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/**
 * A new e-mail address a user asked for, waiting for the code sent to it (PATCH self, then
 * POST self/email/confirm). At most one is live per user: a new request or the current address again
 * ends the others (expires_at set to now). The code is kept as a keyed hash, like a sign-in code.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // self reads the live one, the rules read the latest ones of a user: all by user, newest first
  (t) => [index('email_changes_user_created_at_idx').on(t.userId, t.createdAt.desc())],
);
