import type {
  AdminClubCardQuery,
  AdminTopUpQuery,
  ClubCardCustomer,
  ClubCardStateValue,
  TopUpFinalStatus,
} from '@club/contract';
import { and, asc, count, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { operators } from '../../db/schema/accounts';
import { clubCardTopUps, clubCards } from '../../db/schema/club-cards';
import { companies } from '../../db/schema/companies';
import { companyTierProgress } from '../../db/schema/tiers';
import { users } from '../../db/schema/users';
import { pagedRows } from '../../lib/paging';

/** The states in which a company holds its one card (the unique index club_cards_company_live_unique). */
export const LIVE_CARD_STATES: readonly ClubCardStateValue[] = ['ORDERED', 'ISSUED', 'ACTIVE'];

const cardColumns = {
  id: clubCards.id,
  uuid: clubCards.uuid,
  companyId: clubCards.companyId,
  status: clubCards.status,
  serial: clubCards.serial,
  providerReference: clubCards.providerReference,
  customer: clubCards.customer,
  orderedAt: clubCards.orderedAt,
  verifiedAt: clubCards.verifiedAt,
};

export type CardRecord = {
  id: number;
  uuid: string;
  companyId: number;
  status: ClubCardStateValue;
  serial: string | null;
  providerReference: string | null;
  customer: ClubCardCustomer;
  orderedAt: Date;
  verifiedAt: Date | null;
};

const topUpColumns = {
  id: clubCardTopUps.id,
  uuid: clubCardTopUps.uuid,
  companyId: clubCardTopUps.companyId,
  cardId: clubCardTopUps.cardId,
  points: clubCardTopUps.points,
  amountLocal: clubCardTopUps.amountLocal,
  status: clubCardTopUps.status,
  providerReference: clubCardTopUps.providerReference,
  createdAt: clubCardTopUps.createdAt,
  settledAt: clubCardTopUps.settledAt,
  settledReason: clubCardTopUps.settledReason,
  userId: clubCardTopUps.userId,
};

/** Club cards and their top-ups; the installers' reads are scoped by companyId. */
export function createClubCardRepository(db: Db) {
  return {
    /** The company's region, balance and this year's scans (tier progress summed, as the points summary). */
    async companyFacts(companyId: number) {
      const [row] = await db
        .select({
          regionId: companies.regionId,
          balance: companies.pointsBalance,
          scansThisYear: sql<number>`(select coalesce(sum(t.progress), 0)::int from ${companyTierProgress} t where t.company_id = ${companyId})`,
        })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row ?? null;
    },

    /** The company's latest card (one live card at most; an older blocked one otherwise). */
    async latestCard(companyId: number): Promise<CardRecord | null> {
      const [row] = await db
        .select(cardColumns)
        .from(clubCards)
        .where(eq(clubCards.companyId, companyId))
        .orderBy(desc(clubCards.id))
        .limit(1);
      return row ?? null;
    },

    async cardByKey(companyId: number, key: string): Promise<CardRecord | null> {
      const [row] = await db
        .select(cardColumns)
        .from(clubCards)
        .where(and(eq(clubCards.companyId, companyId), eq(clubCards.idempotencyKey, key)));
      return row ?? null;
    },

    async serialTaken(serial: string): Promise<boolean> {
      const rows = await db
        .select({ id: clubCards.id })
        .from(clubCards)
        .where(eq(clubCards.serial, serial))
        .limit(1);
      return rows.length > 0;
    },

    /** A new ORDERED card; null when the company's key was used already (a concurrent repeat). */
    async insertCard(values: {
      companyId: number;
      userId: number | null;
      customer: ClubCardCustomer;
      idempotencyKey: string;
      at: Date;
    }): Promise<CardRecord | null> {
      const [row] = await db
        .insert(clubCards)
        .values({ ...values, orderedAt: values.at, statusChangedAt: values.at })
        .onConflictDoNothing({ target: [clubCards.companyId, clubCards.idempotencyKey] })
        .returning(cardColumns);
      return row ?? null;
    },

    async setCardReference(id: number, reference: string): Promise<void> {
      await db
        .update(clubCards)
        .set({ providerReference: reference })
        .where(and(eq(clubCards.id, id), isNull(clubCards.providerReference)));
    },

    /** Registers the serial of an ORDERED card; null when it is not ORDERED any more. */
    async registerSerial(id: number, serial: string, status: ClubCardStateValue, at: Date) {
      const [row] = await db
        .update(clubCards)
        .set({ serial, status, verifiedAt: at, statusChangedAt: at })
        .where(and(eq(clubCards.id, id), eq(clubCards.status, 'ORDERED')))
        .returning(cardColumns);
      return row ?? null;
    },

    /** A state change from `from` only; null when the card is not in it. */
    async moveCard(id: number, from: readonly ClubCardStateValue[], to: ClubCardStateValue, at: Date) {
      const [row] = await db
        .update(clubCards)
        .set({ status: to, statusChangedAt: at })
        .where(and(eq(clubCards.id, id), inArray(clubCards.status, [...from])))
        .returning(cardColumns);
      return row ?? null;
    },

    async lockCardByUuid(uuid: string): Promise<CardRecord | null> {
      const [row] = await db
        .select(cardColumns)
        .from(clubCards)
        .where(eq(clubCards.uuid, uuid))
        .for('update');
      return row ?? null;
    },

    /** Cards whose order has not reached the provider yet, oldest first. */
    async cardsToIssue(limit: number): Promise<CardRecord[]> {
      return db
        .select(cardColumns)
        .from(clubCards)
        .where(and(eq(clubCards.status, 'ORDERED'), isNull(clubCards.providerReference)))
        .orderBy(asc(clubCards.id))
        .limit(limit);
    },

    /** Registered cards waiting for their activation, longest waiting first (club_cards_issued_idx). */
    async issuedCards(limit: number): Promise<CardRecord[]> {
      return db
        .select(cardColumns)
        .from(clubCards)
        .where(eq(clubCards.status, 'ISSUED'))
        .orderBy(asc(clubCards.verifiedAt))
        .limit(limit);
    },

    async topUpByKey(companyId: number, key: string) {
      const [row] = await db
        .select(topUpColumns)
        .from(clubCardTopUps)
        .where(and(eq(clubCardTopUps.companyId, companyId), eq(clubCardTopUps.idempotencyKey, key)));
      return row ?? null;
    },

    /** Claims the company's key: null when a concurrent request with the same key has it. */
    async insertTopUp(values: {
      companyId: number;
      cardId: number;
      userId: number | null;
      points: number;
      amountLocal: number;
      idempotencyKey: string;
      at: Date;
    }) {
      const { at, ...rest } = values;
      const [row] = await db
        .insert(clubCardTopUps)
        .values({ ...rest, createdAt: at })
        .onConflictDoNothing({ target: [clubCardTopUps.companyId, clubCardTopUps.idempotencyKey] })
        .returning(topUpColumns);
      return row ?? null;
    },

    /** spec 03 §7 history: one page of the company's top-ups, newest first, with the total. */
    async history(companyId: number, window: { limit: number; offset: number }) {
      return pagedRows(
        db
          .select(topUpColumns)
          .from(clubCardTopUps)
          .where(eq(clubCardTopUps.companyId, companyId))
          .orderBy(desc(clubCardTopUps.createdAt), desc(clubCardTopUps.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ n: count() }).from(clubCardTopUps).where(eq(clubCardTopUps.companyId, companyId)),
      );
    },

    /** PENDING top-ups, oldest first (club_card_top_ups_status_created_idx). */
    async pendingTopUps(limit: number) {
      return db
        .select({ ...topUpColumns, serial: clubCards.serial, customer: clubCards.customer })
        .from(clubCardTopUps)
        .innerJoin(clubCards, eq(clubCards.id, clubCardTopUps.cardId))
        .where(eq(clubCardTopUps.status, 'PENDING'))
        .orderBy(asc(clubCardTopUps.createdAt), asc(clubCardTopUps.id))
        .limit(limit);
    },

    async setTopUpReference(id: number, reference: string): Promise<void> {
      await db
        .update(clubCardTopUps)
        .set({ providerReference: reference, attempts: sql`${clubCardTopUps.attempts} + 1` })
        .where(and(eq(clubCardTopUps.id, id), isNull(clubCardTopUps.providerReference)));
    },

    async countAttempt(id: number): Promise<void> {
      await db
        .update(clubCardTopUps)
        .set({ attempts: sql`least(${clubCardTopUps.attempts} + 1, 32767)` })
        .where(eq(clubCardTopUps.id, id));
    },

    /**
     * The one answer of a top-up: a state change WHERE status = 'PENDING'. Of answers arriving together,
     * the first takes the row lock and changes it; the others wait, then find it answered: null.
     */
    async settle(
      uuid: string,
      status: TopUpFinalStatus,
      at: Date,
      by: { operatorId: number; reason: string } | null,
    ) {
      const [row] = await db
        .update(clubCardTopUps)
        .set({
          status,
          settledAt: at,
          settledByOperatorId: by?.operatorId ?? null,
          settledReason: by?.reason ?? null,
        })
        .where(and(eq(clubCardTopUps.uuid, uuid), eq(clubCardTopUps.status, 'PENDING')))
        .returning(topUpColumns);
      return row ?? null;
    },

    async topUpStatus(uuid: string) {
      const [row] = await db
        .select({ status: clubCardTopUps.status })
        .from(clubCardTopUps)
        .where(eq(clubCardTopUps.uuid, uuid));
      return row?.status ?? null;
    },

    /** The owner who asked for it, for the e-mail (their language). */
    async recipient(userId: number | null) {
      if (userId === null) return null;
      const [row] = await db
        .select({ email: users.email, languageId: users.languageId })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    // ------------------------------------------------------------------ back-office

    async adminCards(query: AdminClubCardQuery, window: { limit: number; offset: number }) {
      const filters: SQL[] = [];
      if (query.status) filters.push(eq(clubCards.status, query.status));
      if (query.company) filters.push(eq(companies.uuid, query.company));
      if (query.q) {
        const q = query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
        filters.push(sql`(${companies.searchText} like ${`%${q}%`} or ${clubCards.serial} like ${`%${q}`})`);
      }
      const where = filters.length > 0 ? and(...filters) : undefined;
      const direction = query.order === 'asc' ? asc : desc;
      const orderBy =
        query.sort === 'status'
          ? [direction(clubCards.status), desc(clubCards.id)]
          : [direction(clubCards.orderedAt), direction(clubCards.id)];
      return pagedRows(
        db
          .select({ ...cardColumns, companyUuid: companies.uuid, companyName: companies.name })
          .from(clubCards)
          .innerJoin(companies, eq(companies.id, clubCards.companyId))
          .where(where)
          .orderBy(...orderBy)
          .limit(window.limit)
          .offset(window.offset),
        db
          .select({ n: count() })
          .from(clubCards)
          .innerJoin(companies, eq(companies.id, clubCards.companyId))
          .where(where),
      );
    },

    async adminCard(uuid: string) {
      const [row] = await db
        .select({ ...cardColumns, companyUuid: companies.uuid, companyName: companies.name })
        .from(clubCards)
        .innerJoin(companies, eq(companies.id, clubCards.companyId))
        .where(eq(clubCards.uuid, uuid));
      return row ?? null;
    },

    async adminTopUps(query: AdminTopUpQuery, window: { limit: number; offset: number }, now: Date) {
      const filters: SQL[] = [];
      if (query.status) filters.push(eq(clubCardTopUps.status, query.status));
      if (query.company) filters.push(eq(companies.uuid, query.company));
      if (query.older_than_hours !== undefined) {
        filters.push(
          lte(clubCardTopUps.createdAt, new Date(now.getTime() - query.older_than_hours * 3_600_000)),
        );
      }
      const where = filters.length > 0 ? and(...filters) : undefined;
      const direction = query.order === 'desc' ? desc : asc;
      const orderBy =
        query.sort === 'points'
          ? [direction(clubCardTopUps.points), asc(clubCardTopUps.id)]
          : query.sort === 'status'
            ? [direction(clubCardTopUps.status), asc(clubCardTopUps.createdAt)]
            : [direction(clubCardTopUps.createdAt), direction(clubCardTopUps.id)];
      const select = db
        .select({
          ...topUpColumns,
          companyUuid: companies.uuid,
          companyName: companies.name,
          serial: clubCards.serial,
          operatorName: operators.name,
        })
        .from(clubCardTopUps)
        .innerJoin(companies, eq(companies.id, clubCardTopUps.companyId))
        .innerJoin(clubCards, eq(clubCards.id, clubCardTopUps.cardId))
        .leftJoin(operators, eq(operators.id, clubCardTopUps.settledByOperatorId));
      return pagedRows(
        select
          .where(where)
          .orderBy(...orderBy)
          .limit(window.limit)
          .offset(window.offset),
        db
          .select({ n: count() })
          .from(clubCardTopUps)
          .innerJoin(companies, eq(companies.id, clubCardTopUps.companyId))
          .where(where),
      );
    },

    async adminTopUp(uuid: string) {
      const [row] = await db
        .select({
          ...topUpColumns,
          companyUuid: companies.uuid,
          companyName: companies.name,
          serial: clubCards.serial,
          operatorName: operators.name,
        })
        .from(clubCardTopUps)
        .innerJoin(companies, eq(companies.id, clubCardTopUps.companyId))
        .innerJoin(clubCards, eq(clubCards.id, clubCardTopUps.cardId))
        .leftJoin(operators, eq(operators.id, clubCardTopUps.settledByOperatorId))
        .where(eq(clubCardTopUps.uuid, uuid));
      return row ?? null;
    },
  };
}

export type ClubCardRepository = ReturnType<typeof createClubCardRepository>;
