import {
  CLUB_CARD_STATES,
  TOP_UP_STATUSES,
  type ClubCardCustomer,
  type ClubCardStateValue,
  type TopUpStatus,
} from '@club/contract';
import { sql } from 'drizzle-orm';
import {
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
import { operators } from './accounts';
import { companies } from './companies';
import { users } from './users';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * spec 03 §2–§6: a company's prepaid club card, from its order to its registration by serial (verify) and
 * its life at the card provider (docs/decisions/029). One live card per company; a serial once across the
 * club.
 */
export const clubCards = pgTable(
  'club_cards',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** The owner who ordered it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<ClubCardStateValue>().notNull().default('ORDERED'),
    /** The card serial number (CSN), digits only; null until the card is registered. */
    serial: text('serial'),
    /** The provider's reference of the card order. */
    providerReference: text('provider_reference'),
    customer: jsonb('customer').$type<ClubCardCustomer>().notNull(),
    idempotencyKey: uuid('idempotency_key').notNull(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_cards_company_idempotency_unique').on(t.companyId, t.idempotencyKey),
    // One live card per company: a blocked or expired card may be followed by a new order.
    uniqueIndex('club_cards_company_live_unique')
      .on(t.companyId)
      .where(sql`${t.status} in ('ORDERED', 'ISSUED', 'ACTIVE')`),
    // ARCHITECTURE §6 for serials: a card is registered once across the club.
    uniqueIndex('club_cards_serial_unique')
      .on(t.serial)
      .where(sql`${t.serial} is not null`),
    // The back-office list, newest first, and the job's registered cards waiting for activation.
    index('club_cards_ordered_idx').on(t.orderedAt.desc(), t.id.desc()),
    index('club_cards_issued_idx')
      .on(t.verifiedAt)
      .where(sql`${t.status} = 'ISSUED'`),
    check('club_cards_status_check', sql`${t.status} in (${inList(CLUB_CARD_STATES)})`),
    check('club_cards_serial_check', sql`(${t.serial} is null) = (${t.status} = 'ORDERED')`),
  ],
);

export type ClubCardRow = typeof clubCards.$inferSelect;

/**
 * Top-ups of a card paid with points (ARCHITECTURE §5): the points are reserved when it is created and
 * the row stays PENDING until the provider (or an operator) answers; the answer is a state change WHERE
 * status = 'PENDING', so only the first answer settles the points.
 */
export const clubCardTopUps = pgTable(
  'club_card_top_ups',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => clubCards.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    points: integer('points').notNull(),
    /** The amount in the region's currency when it was asked for (1 point = 2 zł). */
    amountLocal: integer('amount_local').notNull(),
    status: text('status').$type<TopUpStatus>().notNull().default('PENDING'),
    idempotencyKey: uuid('idempotency_key').notNull(),
    /** The provider's reference once the request reached it; null while it has not. */
    providerReference: text('provider_reference'),
    /** How many times the job asked the provider. */
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** A hand-made answer: the operator and the reason. Null for the provider's own answer. */
    settledByOperatorId: integer('settled_by_operator_id').references(() => operators.id, {
      onDelete: 'restrict',
    }),
    settledReason: text('settled_reason'),
  },
  (t) => [
    uniqueIndex('club_card_top_ups_company_idempotency_unique').on(t.companyId, t.idempotencyKey),
    // spec 03 §7 history: the company's top-ups, newest first.
    index('club_card_top_ups_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    // The back-office list by status and age, and the job's pending ones, oldest first.
    index('club_card_top_ups_status_created_idx').on(t.status, t.createdAt, t.id),
    index('club_card_top_ups_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('club_card_top_ups_points_check', sql`${t.points} > 0`),
    check('club_card_top_ups_status_check', sql`${t.status} in (${inList(TOP_UP_STATUSES)})`),
    check('club_card_top_ups_settled_check', sql`(${t.status} = 'PENDING') = (${t.settledAt} is null)`),
  ],
);

export type ClubCardTopUpRow = typeof clubCardTopUps.$inferSelect;
