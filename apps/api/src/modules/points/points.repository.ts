import { and, count, desc, eq, gte, sql, type SQLWrapper } from 'drizzle-orm';
import { PROJECT_STATUS, type PointsVariation } from '@club/contract';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { preparedInUserSession, type SessionOfCaller } from '../auth/session.repository';
import { pointsLedger } from '../../db/schema/points';
import { projects } from '../../db/schema/projects';
import { companyTierProgress } from '../../db/schema/tiers';

export interface NewLedgerEntry {
  companyId: number;
  variation: PointsVariation;
  points: number;
  event: string;
  referenceType: string | null;
  referenceId: string | null;
  earnedYear: number | null;
  createdAt: Date;
  operatorId?: number | null;
  reason?: string | null;
}

/** The ledger's totals the expiry fold needs (ARCHITECTURE §5). */
const expiryColumns = (company: SQLWrapper, year: SQLWrapper | number, until: SQLWrapper) => {
  const positive = sql`l.variation = 'positive'`;
  return sql<number[]>`(select array[
      coalesce(sum(l.points) filter (where ${positive} and l.earned_year < ${year}), 0),
      coalesce(sum(l.points) filter (where ${positive} and l.earned_year = ${year}), 0),
      coalesce(-sum(l.points) filter (where not ${positive}), 0)]::int[]
    from ${pointsLedger} l where l.company_id = ${company} and l.created_at <= ${until})`;
};

/** Points ledger and cached balance; every query is scoped by companyId (ARCHITECTURE §2). */
export function createPointsRepository(db: Db) {
  /**
   * What the points summary is made of, as a key (decision 036): the version of the session's company row,
   * which the database writes again whenever anything the summary shows changes (its balance, ledger,
   * tier progress, and its projects' statuses and closed counts: migrations 0026 and 0027). A row whenever
   * the session is live; `own` when the uuid is the caller's company.
   */
  const summaryKey = {
    own: sql<boolean>`${companies.uuid} = ${sql.placeholder('companyUuid')}`,
    companyId: companies.id,
    company: sql<string>`${companies}.xmin::text`,
  };
  const summaryKeyInSession = preparedInUserSession(db, 'points_summary_key_in_session', summaryKey);

  /**
   * The points summary in one prepared statement with the caller's session check (decision 006), with its
   * key read in the same snapshot. Each figure is a subquery on an index of the company: projects by
   * company and status (the closed ones with their product counts), tier progress by company, the ledger
   * by company and time.
   */
  const summaryInSession = preparedInUserSession(db, 'points_summary_in_session', {
    ...summaryKey,
    balance: companies.pointsBalance,
    // spec 03 §3 points summary scans: this year's are the tier progress summed over the categories,
    // the one figure the tier cards show (a product counts when its project closes); completed are
    // the products accepted in closed projects
    projectsInProgress: sql<number>`(select count(*)::int from ${projects} p where p.company_id = ${companies.id} and p.status = ${sql.raw(String(PROJECT_STATUS.IN_PROGRESS))})`,
    scansThisYear: sql<number>`(select coalesce(sum(t.progress), 0)::int from ${companyTierProgress} t where t.company_id = ${companies.id})`,
    // the closed projects' product counts (decision 033), not their products: a row a project
    scansCompleted: sql<number>`(select coalesce(sum((c->>'total')::int - (c->>'rejected')::int), 0)::int
      from ${projects} p cross join jsonb_array_elements(p.product_counts) c
      where p.company_id = ${companies.id} and p.status = ${sql.raw(String(PROJECT_STATUS.CLOSED))})`,
    expiry: expiryColumns(companies.id, sql.placeholder('year'), sql.placeholder('now')),
  });

  return {
    /**
     * The summary's key (`summaryKey`): 'no-session' when the session is not live (revoked, expired,
     * account or company inactive), null when the uuid is not the caller's company.
     */
    async findSummaryKeyInSession(session: SessionOfCaller, companyUuid: string, now: Date) {
      const [row] = await summaryKeyInSession.execute({ ...session, companyUuid, now: now.toISOString() });
      if (!row) return 'no-session' as const;
      return row.own ? { companyId: row.companyId, company: row.company } : null;
    },

    /** The summary's figures and key, read through the caller's session as `findSummaryKeyInSession`. */
    async findSummaryInSession(session: SessionOfCaller, companyUuid: string, year: number, now: Date) {
      // Placeholders skip the columns' value mapping: the instant goes as ISO text (timestamptz).
      const [row] = await summaryInSession.execute({
        ...session,
        companyUuid,
        year,
        now: now.toISOString(),
      });
      if (!row) return 'no-session' as const;
      if (!row.own) return null;
      const [earnedBefore = 0, earnedIn = 0, spent = 0] = (row.expiry ?? []).map(Number);
      return {
        key: { companyId: row.companyId, company: row.company },
        balance: row.balance,
        projectsInProgress: row.projectsInProgress,
        scansThisYear: row.scansThisYear,
        scansCompleted: row.scansCompleted,
        expiry: { earnedBefore, earnedIn, spent },
      };
    },

    /** Adds to the cached balance; null when the company does not exist. */
    async addToBalance(companyId: number, points: number): Promise<number | null> {
      const [row] = await db
        .update(companies)
        .set({ pointsBalance: sql`${companies.pointsBalance} + ${points}` })
        .where(eq(companies.id, companyId))
        .returning({ balance: companies.pointsBalance });
      return row?.balance ?? null;
    },

    /**
     * ARCHITECTURE §5: one conditional UPDATE, so parallel spending can never read the same balance and
     * both pass; null when the balance is too low (or the company does not exist).
     */
    async takeFromBalance(companyId: number, points: number): Promise<number | null> {
      const [row] = await db
        .update(companies)
        .set({ pointsBalance: sql`${companies.pointsBalance} - ${points}` })
        .where(and(eq(companies.id, companyId), gte(companies.pointsBalance, points)))
        .returning({ balance: companies.pointsBalance });
      return row?.balance ?? null;
    },

    /**
     * Locks the company row: debits of one company wait for each other here (ARCHITECTURE §5). NO KEY
     * UPDATE, the lock the balance update takes anyway: it does not conflict with the key-share locks that
     * inserts referencing the company hold (an order row, a ledger row), so a transaction that inserted
     * such a row and then debits cannot deadlock with another doing the same.
     */
    async lockCompany(companyId: number): Promise<boolean> {
      const rows = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, companyId))
        .for('no key update');
      return rows.length > 0;
    },

    /** The company's debit of this variation for this reference, if any (on the company's index). */
    async findDebit(
      companyId: number,
      variation: PointsVariation,
      reference: { type: string; id: string },
    ): Promise<{ uuid: string } | null> {
      const [row] = await db
        .select({ uuid: pointsLedger.uuid })
        .from(pointsLedger)
        .where(
          and(
            eq(pointsLedger.companyId, companyId),
            eq(pointsLedger.variation, variation),
            eq(pointsLedger.referenceType, reference.type),
            eq(pointsLedger.referenceId, reference.id),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async insertEntry(entry: NewLedgerEntry): Promise<{ uuid: string }> {
      const [row] = await db.insert(pointsLedger).values(entry).returning({ uuid: pointsLedger.uuid });
      if (!row) throw new Error('points ledger insert returned no row');
      return row;
    },

    /** The cached balance of a company (0 when it does not exist). */
    async balanceOf(companyId: number): Promise<number> {
      const [row] = await db
        .select({ balance: companies.pointsBalance })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row?.balance ?? 0;
    },

    /**
     * One pass over the company's ledger for the expiry fold: points earned before `year`, earned in
     * `year`, and everything taken out (negative, reserved, expired) up to `until`.
     */
    async expiryTotals(companyId: number, year: number, until: Date) {
      const positive = sql`${pointsLedger.variation} = 'positive'`;
      const [row] = await db
        .select({
          earnedBefore: sql<number>`coalesce(sum(${pointsLedger.points}) filter (where ${positive} and ${pointsLedger.earnedYear} < ${year}), 0)::int`,
          earnedIn: sql<number>`coalesce(sum(${pointsLedger.points}) filter (where ${positive} and ${pointsLedger.earnedYear} = ${year}), 0)::int`,
          spent: sql<number>`coalesce(-sum(${pointsLedger.points}) filter (where not ${positive}), 0)::int`,
        })
        .from(pointsLedger)
        .where(
          and(
            eq(pointsLedger.companyId, companyId),
            sql`${pointsLedger.createdAt} <= ${until.toISOString()}::timestamptz`,
          ),
        );
      return {
        earnedBefore: Number(row?.earnedBefore ?? 0),
        earnedIn: Number(row?.earnedIn ?? 0),
        spent: Number(row?.spent ?? 0),
      };
    },

    async listHistory(companyId: number, page: { limit: number; offset: number }) {
      return db
        .select({
          uuid: pointsLedger.uuid,
          event: pointsLedger.event,
          createdAt: pointsLedger.createdAt,
          variation: pointsLedger.variation,
          points: pointsLedger.points,
          reason: pointsLedger.reason,
        })
        .from(pointsLedger)
        .where(eq(pointsLedger.companyId, companyId))
        .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async countHistory(companyId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(pointsLedger)
        .where(eq(pointsLedger.companyId, companyId));
      return row?.n ?? 0;
    },
  };
}

export type PointsRepository = ReturnType<typeof createPointsRepository>;
