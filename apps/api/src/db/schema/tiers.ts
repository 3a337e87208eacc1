import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * ARCHITECTURE §5: a region's tier category (1, 2, 3 or 99). Progress resets every year on `reset_on`
 * (month-day, '01-01' by default); the API shows the next such day as reset_at.
 */
export const tierDefinitions = pgTable(
  'tier_definitions',
  {
    id: serial('id').primaryKey(),
    regionId: smallint('region_id').notNull(),
    tierCategory: smallint('tier_category').notNull(),
    resetOn: text('reset_on').notNull().default('01-01'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tier_definitions_region_category_unique').on(t.regionId, t.tierCategory),
    check('tier_definitions_category_check', sql`${t.tierCategory} in (1, 2, 3, 99)`),
    check(
      'tier_definitions_reset_on_check',
      sql`${t.resetOn} ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'`,
    ),
  ],
);

/** spec 03 §3: a bracket of scans counted in the current year; `from` null counts from 1. */
export const tierBrackets = pgTable(
  'tier_brackets',
  {
    id: serial('id').primaryKey(),
    tierDefinitionId: integer('tier_definition_id')
      .notNull()
      .references(() => tierDefinitions.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    from: integer('from'),
    to: integer('to').notNull(),
    points: integer('points').notNull(),
  },
  (t) => [
    uniqueIndex('tier_brackets_definition_level_unique').on(t.tierDefinitionId, t.level),
    check('tier_brackets_range_check', sql`${t.from} is null or ${t.from} <= ${t.to}`),
    check('tier_brackets_points_check', sql`${t.points} >= 0`),
  ],
);

/**
 * A company's progress (scans this year) in one tier category; its bracket follows from the progress
 * and the definition's brackets, so it is never stored twice.
 */
export const companyTierProgress = pgTable(
  'company_tier_progress',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    tierDefinitionId: integer('tier_definition_id')
      .notNull()
      .references(() => tierDefinitions.id, { onDelete: 'restrict' }),
    progress: integer('progress').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_tier_progress_company_definition_unique').on(t.companyId, t.tierDefinitionId),
    index('company_tier_progress_definition_idx').on(t.tierDefinitionId),
    check('company_tier_progress_progress_check', sql`${t.progress} >= 0`),
  ],
);
