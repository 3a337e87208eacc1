import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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
import { users } from './users';

/**
 * spec 02 §3 Project: an installation site of one company. Status ids are spec 02 §4's (1 in progress,
 * 2 closed, 3 lost, 4 scheduled, 5 in review). `deadline_at` is fixed when the project is created from the
 * region's days-left setting (ARCHITECTURE §5, 60 days by default); past it an in-progress project without
 * a survey is marked lost by a job.
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name'),
    streetName: text('street_name').notNull(),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    status: smallint('status').notNull().default(1),
    /** Scheduled projects (status 4): the day the installation is planned. */
    installationDate: date('installation_date', { mode: 'string' }),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /** When the survey was submitted (closed or sent to review). */
    surveyedAt: timestamp('surveyed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Points credited to the ledger when the project closed (0 until then). */
    pointsAwarded: integer('points_awarded').notNull().default(0),
    /** When the installation-date reminder was sent (scheduled projects), so the job sends it once. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The project's products counted by type, with the rejected ones (flag 3) among them, for the projects
     * list. Kept by the database: a trigger on project_products counts again after every statement that
     * inserts, changes or deletes products (migration 0025, decision 033). Never written by the app.
     */
    productCounts: jsonb('product_counts')
      .$type<{ type: string; total: number; rejected: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    // The projects list: one company's projects of some statuses, most recently changed first.
    index('projects_company_status_updated_idx').on(t.companyId, t.status, t.updatedAt.desc(), t.id.desc()),
    // The lost-project job reads in-progress projects past their deadline.
    index('projects_in_progress_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`${t.status} = 1`),
    // The reminder job reads scheduled projects by installation date.
    index('projects_scheduled_installation_idx')
      .on(t.installationDate)
      .where(sql`${t.status} = 4 and ${t.reminderSentAt} is null`),
    // The back-office review queue: projects in review across the club, the longest waiting first.
    index('projects_in_review_idx')
      .on(t.surveyedAt, t.id)
      .where(sql`${t.status} = 5`),
    check('projects_status_check', sql`${t.status} between 1 and 5`),
    check('projects_points_awarded_check', sql`${t.pointsAwarded} >= 0`),
  ],
);

/**
 * spec 02 §7 scan image: a product photo (generic tag or tag photo) uploaded before the scan is saved;
 * the file lives under the data folder, this row says whose it is.
 */
export const scanImages = pgTable(
  'scan_images',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Path below the uploads folder. */
    path: text('path').notNull(),
    thumbnailPath: text('thumbnail_path'),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    /** SHA-256 of the stored bytes (hex): the same file uploaded again (decision 017). */
    sha256: text('sha256'),
    /** 64-bit difference hash of the picture: the same photo re-saved or re-encoded (decision 017). */
    dhash: bigint('dhash', { mode: 'bigint' }),
    /** The dHash cut into tagged bands; two photos within the distance share one (lib/photo-hash.ts). */
    dhashBands: integer('dhash_bands').array(),
    /** Who uploaded it: the per-user upload quota counts these (SCAN_IMAGE_QUOTA). */
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scan_images_company_idx').on(t.companyId),
    index('scan_images_uploader_created_idx').on(t.uploadedByUserId, t.createdAt),
    // The review's photo signals: the same bytes, and the candidates of a similar picture.
    index('scan_images_sha256_idx').on(t.sha256),
    // No pending list (fastupdate off): the review's lookups never scan recent uploads one by one.
    index('scan_images_dhash_bands_idx').using('gin', t.dhashBands).with({ fastupdate: false }),
    check('scan_images_mime_check', sql`${t.mimeType} in ('image/jpeg', 'image/png')`),
  ],
);

/**
 * spec 02 §3 Project product: a registered scan. ARCHITECTURE §6: a serial with a unique tag is
 * registered once in the whole club — the partial unique index is the guarantee, not a check in code.
 * Products without a unique tag (generic tags, `is_unique` false) are identified by their photo instead.
 * `client_id` is generated by the app for each scan; a replayed scan finds its first row by it.
 */
export const projectProducts = pgTable(
  'project_products',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    clientId: uuid('client_id').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Copied from the project: scope checks and the yearly scan count read it without a join. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    serialNumber: text('serial_number').notNull(),
    type: text('type').notNull(),
    size: text('size').notNull(),
    variant: text('variant').notNull(),
    isUnique: boolean('is_unique').notNull().default(true),
    requiresTagPhoto: boolean('requires_tag_photo').notNull().default(false),
    imageId: integer('image_id').references(() => scanImages.id, { onDelete: 'set null' }),
    /** spec 02 §3: 2 in review, 3 rejected; null when nothing is wrong. */
    flag: smallint('flag'),
    /** Why an operator rejected it (flag 3), as the company is told. */
    rejectionReason: text('rejection_reason'),
    /** Points the product earned when its project closed (catalogue × tier); 0 before. */
    pointsAwarded: integer('points_awarded').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_products_serial_unique')
      .on(t.serialNumber)
      .where(sql`${t.isUnique}`),
    uniqueIndex('project_products_client_id_unique').on(t.clientId),
    index('project_products_project_idx').on(t.projectId, t.id),
    // Tier progress counts a company's scans of the current year.
    index('project_products_company_created_idx').on(t.companyId, t.createdAt),
    // The review: where a photo was used.
    index('project_products_image_idx').on(t.imageId),
    // The review's company history counts its earlier rejections.
    index('project_products_company_rejected_idx')
      .on(t.companyId)
      .where(sql`${t.flag} = 3`),
    check('project_products_flag_check', sql`${t.flag} is null or ${t.flag} in (2, 3)`),
    check('project_products_serial_check', sql`${t.serialNumber} ~ '^[A-Z0-9]{1,12}$'`),
  ],
);

/**
 * A scan refused because its serial was registered already (ARCHITECTURE §6): who tried it, for which
 * company and when. The review shows them beside the registered product (decision 017).
 */
export const serialAttempts = pgTable(
  'serial_attempts',
  {
    id: serial('id').primaryKey(),
    serialNumber: text('serial_number').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('serial_attempts_serial_idx').on(t.serialNumber, t.companyId)],
);

/** spec 02 §3 Survey answer: one chosen answer of the project survey (question ids 11–16, 113). */
export const projectSurveyAnswers = pgTable(
  'project_survey_answers',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    questionId: smallint('question_id').notNull(),
    answerId: smallint('answer_id').notNull(),
    /** The optional lead question's answers (spec 02 §5, at most 6). */
    isLeadQuestion: boolean('is_lead_question').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_survey_answers_unique').on(t.projectId, t.questionId, t.answerId)],
);

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectProductRow = typeof projectProducts.$inferSelect;
