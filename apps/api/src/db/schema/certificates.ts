import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { companies } from './companies';

/**
 * spec 02 §3 Behaviour certificate: what a company can be awarded (e.g. certified installer). `longevity`
 * is how many months an award is valid.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** An icon name the app knows (or an image URL). */
    icon: text('icon').notNull(),
    longevityMonths: smallint('longevity_months').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('certificates_longevity_check', sql`${t.longevityMonths} > 0`)],
);

/** A certificate's name and description in another language; the reader's, else the certificate's own. */
export const certificateTranslations = pgTable(
  'certificate_translations',
  {
    id: serial('id').primaryKey(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    languageId: smallint('language_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    uniqueIndex('certificate_translations_certificate_language_unique').on(t.certificateId, t.languageId),
  ],
);

/** A certificate awarded to a company, valid until `expires_on`. */
export const companyCertificates = pgTable(
  'company_certificates',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    awardedOn: date('awarded_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_certificates_company_idx').on(t.companyId, t.expiresOn.desc()),
    uniqueIndex('company_certificates_award_unique').on(t.companyId, t.certificateId, t.awardedOn),
    check('company_certificates_dates_check', sql`${t.awardedOn} <= ${t.expiresOn}`),
  ],
);
