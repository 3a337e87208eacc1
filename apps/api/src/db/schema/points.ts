import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { POINTS_VARIATIONS } from '@club/contract';
import { operators } from './accounts';
import { companies } from './companies';

export const pointsVariation = pgEnum('points_variation', POINTS_VARIATIONS);

/**
 * ARCHITECTURE §5: append-only, one row per change of a company's points, signed. Rows are never updated
 * or deleted; `companies.points_balance` caches their sum.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    variation: pointsVariation('variation').notNull(),
    points: integer('points').notNull(),
    /** What caused the change ('welcome', 'project', 'order'…), shown in the points history. */
    event: text('event').notNull(),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    /** Year the points were earned (positive rows only): they expire at the end of the next year. */
    earnedYear: smallint('earned_year'),
    /** An operator's adjustment: who made it and the reason they gave, shown to the company. */
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'restrict' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The points history pages newest first within one company.
    index('points_ledger_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    check('points_ledger_points_check', sql`${t.points} <> 0`),
    // A club card top-up changes points at most once per kind: its reservation (reserved, minus), its
    // release (reserved, plus) and its spending (negative) — however often the provider's answer comes.
    uniqueIndex('points_ledger_top_up_once')
      .on(t.referenceId, t.variation, sql`(${t.points} > 0)`)
      .where(sql`${t.referenceType} = 'top_up'`),
    check('points_ledger_operator_reason_check', sql`(${t.operatorId} is null) = (${t.reason} is null)`),
    check(
      'points_ledger_earned_year_check',
      sql`(${t.variation} = 'positive') = (${t.earnedYear} is not null)`,
    ),
  ],
);

export type PointsLedgerRow = typeof pointsLedger.$inferSelect;
