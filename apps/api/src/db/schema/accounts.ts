import { OPERATOR_ROLES, type OperatorRole } from '@club/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Who signs in: an installer (users.id) or a back-office operator (operators.id). ARCHITECTURE §4. */
export const SUBJECT_KINDS = ['user', 'operator'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** Back-office staff (ARCHITECTURE §4): a table of their own, never mixed with installer accounts. */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<OperatorRole>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operators_email_unique').on(sql`lower(${t.email})`),
    check('operators_role_check', sql`${t.role} in (${inList(OPERATOR_ROLES)})`),
  ],
);

/**
 * Login requests (ARCHITECTURE §4): one row per code sent. The caller gets a random request id and only its
 * SHA-256 is kept here; verification names the request, so wrong codes spend that request's tries and no
 * other's (docs/decisions/015-sign-in-requests.md). Only an HMAC of the code is kept; `attempts` is raised
 * by a conditional UPDATE so that parallel guesses can never exceed the limit.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestHash: text('request_hash').notNull(),
    subjectKind: text('subject_kind').$type<SubjectKind>().notNull(),
    subjectId: integer('subject_id').notNull(),
    contact: text('contact').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Verify finds the request by its id; a sign-in ends the subject's other requests; the resend lock
    // and the hourly and daily caps read the latest requests of a contact.
    uniqueIndex('login_codes_request_hash_unique').on(t.requestHash),
    index('login_codes_subject_created_at_idx').on(t.subjectKind, t.subjectId, t.createdAt.desc()),
    index('login_codes_contact_created_at_idx').on(t.contact, t.createdAt.desc()),
    check('login_codes_subject_kind_check', sql`${t.subjectKind} in (${inList(SUBJECT_KINDS)})`),
    check('login_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/**
 * Sign-in codes sent by SMS per region and UTC day, against the budget `SMS_DAILY_BUDGET_PER_REGION`. Raised
 * by one conditional upsert, so replicas share it and parallel requests cannot pass the budget.
 */
export const loginSmsUsage = pgTable(
  'login_sms_usage',
  {
    regionId: integer('region_id').notNull(),
    day: date('day').notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.regionId, t.day] })],
);

/**
 * A session is one refresh-token family (ARCHITECTURE §4): its id is the `sid` claim of every access
 * token issued in it, so that revoking it (logout, re-use of a rotated token) refuses them at once.
 * The 30-day expiry is absolute, counted from sign-in.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectKind: text('subject_kind').$type<SubjectKind>().notNull(),
    subjectId: integer('subject_id').notNull(),
    emulatedByOperatorId: integer('emulated_by_operator_id').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('auth_sessions_subject_idx').on(t.subjectKind, t.subjectId),
    check('auth_sessions_subject_kind_check', sql`${t.subjectKind} in (${inList(SUBJECT_KINDS)})`),
  ],
);

/**
 * Refresh tokens, stored as SHA-256 hashes, rotated on every use. While a token is the immediate
 * predecessor of the live one, `successor_secret` holds the pair it was exchanged for (AES-256-GCM), so
 * that a second tab refreshing within 30 s gets the same pair; it is wiped when the grace ends.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    parentId: uuid('parent_id'),
    successorId: uuid('successor_id'),
    successorSecret: text('successor_secret'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_unique').on(t.tokenHash),
    index('refresh_tokens_session_id_idx').on(t.sessionId),
  ],
);

/** Every operator write (ARCHITECTURE §4), append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    data: jsonb('data'),
    /** The row as it was before the write and as it is after (null for a creation or a removal). */
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_log_operator_created_at_idx').on(t.operatorId, t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    // the back-office's audit screen: newest first, alone or filtered by action or entity
    index('audit_log_created_at_idx').on(t.createdAt.desc()),
    index('audit_log_action_created_at_idx').on(t.action, t.createdAt.desc()),
    index('audit_log_target_type_created_at_idx').on(t.targetType, t.createdAt.desc()),
  ],
);

export type OperatorRow = typeof operators.$inferSelect;
export type LoginCodeRow = typeof loginCodes.$inferSelect;
export type AuthSessionRow = typeof authSessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/**
 * Emulation tickets (ARCHITECTURE §4): an operator lets the app open a user's session once, within two
 * minutes. Only a SHA-256 hash of the ticket is kept; `used_at` is set by a conditional UPDATE so that a
 * ticket can be exchanged once, also when two requests race.
 */
export const emulationTickets = pgTable(
  'emulation_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    userId: integer('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('emulation_tickets_token_hash_unique').on(t.tokenHash)],
);

/**
 * E-mail verification (spec 01 §2 Home widgets, /verify-email): a token e-mailed to the address the user
 * has now; confirming it sets `users.verified_email_at` when the address is still the same.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('email_verifications_token_hash_unique').on(t.tokenHash),
    index('email_verifications_user_created_at_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export type EmulationTicketRow = typeof emulationTickets.$inferSelect;
export type EmailVerificationRow = typeof emailVerifications.$inferSelect;
