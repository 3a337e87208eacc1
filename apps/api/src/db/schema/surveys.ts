import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { users } from './users';

/** A survey's texts in one language (spec 01 §3 Survey item). */
export interface SurveyLanguageText {
  lang: string;
  title: string;
  tagline: string;
}

/**
 * A survey run in the external collector (spec 01 §2 Surveys): its key and its texts per language. A
 * configuration for region 1 is offered in every region.
 */
export const surveyConfigurations = pgTable(
  'survey_configurations',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    surveyKey: text('survey_key').notNull(),
    regionId: smallint('region_id').notNull().default(1),
    languages: jsonb('languages').$type<SurveyLanguageText[]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_configurations_survey_key_unique').on(t.surveyKey),
    // The back-office list of a region's surveys.
    index('survey_configurations_region_idx').on(t.regionId, t.id),
  ],
);

/**
 * A survey waiting for one user (spec 01 §3 pending survey item). Opening or delaying sets
 * `interacted_at` and `delayed_to`; answering removes it (`completed_at`).
 */
export const surveyAssignments = pgTable(
  'survey_assignments',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surveyConfigurationId: integer('survey_configuration_id')
      .notNull()
      .references(() => surveyConfigurations.id, { onDelete: 'cascade' }),
    delayedTo: timestamp('delayed_to', { withTimezone: true }),
    interactedAt: timestamp('interacted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_assignments_user_configuration_unique').on(t.userId, t.surveyConfigurationId),
    // The back-office's counts of a survey's items.
    index('survey_assignments_configuration_idx').on(t.surveyConfigurationId),
    // The list call: a user's pending items, oldest first.
    index('survey_assignments_user_pending_idx')
      .on(t.userId, t.createdAt, t.id)
      .where(sql`${t.completedAt} is null`),
  ],
);

export type SurveyConfigurationRow = typeof surveyConfigurations.$inferSelect;
export type SurveyAssignmentRow = typeof surveyAssignments.$inferSelect;
