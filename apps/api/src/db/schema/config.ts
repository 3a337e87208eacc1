import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Key-value switches operators change at run time (maintenance, seed marker…). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What differs per region (spec 01 §3 Public config; ARCHITECTURE §5 project deadline). */
export const regionConfigs = pgTable(
  'region_configs',
  {
    regionId: smallint('region_id').primaryKey(),
    welcomePoints: integer('welcome_points').notNull().default(0),
    projectDaysLeft: smallint('project_days_left').notNull().default(60),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('region_configs_welcome_points_check', sql`${t.welcomePoints} >= 0`),
    check('region_configs_project_days_left_check', sql`${t.projectDaysLeft} > 0`),
  ],
);

/** Reasons an operator gives when marking a lead lost (ARCHITECTURE §7), served by the private config. */
export const leadLostReasons = pgTable('lead_lost_reasons', {
  id: smallint('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: smallint('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});
