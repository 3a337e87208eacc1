import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Key-value switches operators change at run time (maintenance, seed marker…). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What differs per region (spec 01 §3 Public config; ARCHITECTURE §5 project deadline; spec 03 §9 minimum
 * cart value; spec 02 §5 generic tags), changed by admins in the back-office (docs/decisions/020). The
 * checks repeat the contract's ranges (RegionConfigBodySchema) so that no path writes a value outside them.
 */
export const regionConfigs = pgTable(
  'region_configs',
  {
    regionId: smallint('region_id').primaryKey(),
    welcomePoints: integer('welcome_points').notNull().default(0),
    projectDaysLeft: smallint('project_days_left').notNull().default(60),
    minCartValue: integer('min_cart_value').notNull().default(50),
    /** spec 02 §5: products may carry no unique tag, so part 2 of a serial is optional. */
    part2Optional: boolean('part2_optional').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('region_configs_welcome_points_check', sql`${t.welcomePoints} between 0 and 100000`),
    check('region_configs_project_days_left_check', sql`${t.projectDaysLeft} between 1 and 365`),
    check('region_configs_min_cart_value_check', sql`${t.minCartValue} between 0 and 100000`),
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
