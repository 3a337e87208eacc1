import {
  ERROR_CODES,
  POINTS_EXPIRE_AFTER_YEARS,
  type CompanyPoints,
  type PageQuery,
  type Paged,
  type PointsHistoryEntry,
} from '@club/contract';
import type { Db } from '../../db/database';
import type { Cacheable } from '../../lib/answer-cache';
import { pageMeta, pageWindow } from '../../lib/paging';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { UserPrincipal } from '../auth/access-token';
import { sessionOfCaller } from '../auth/session.service';
import { createPointsRepository } from './points.repository';

export interface PointsReference {
  /** What the points are for: 'project', 'order', 'top_up'… */
  type: string;
  id: string;
}

export interface PointsChange {
  companyId: number;
  /** A positive whole number; the direction comes from credit or debit. */
  points: number;
  /** The event key shown in the points history ('welcome', 'project', 'order'…). */
  event: string;
  reference?: PointsReference;
  /** An operator's adjustment names the operator and carries their reason (ARCHITECTURE §4, §5). */
  adjustment?: { operatorId: number; reason: string };
}

export interface DebitChange extends PointsChange {
  /** 'reserved' for a club card top-up waiting for the provider, 'expired' for the yearly job. */
  variation?: 'negative' | 'reserved' | 'expired';
}

export interface PointsServiceDeps {
  db: Db;
  clock: Clock;
}

export const NOT_ENOUGH_POINTS = 'Not enough points.';

function assertAmount(points: number): void {
  if (!Number.isInteger(points) || points <= 0) {
    throw new Error(`A points change must be a positive whole number, got ${points}`);
  }
}

/**
 * ARCHITECTURE §5: what is left of the points earned in the last year, once spending has consumed the
 * oldest points first. Older years are consumed first (and expired by the yearly job); whatever spending
 * remains then eats into last year's points.
 */
export function leftOfLastYear(totals: { earnedBefore: number; earnedIn: number; spent: number }): number {
  const spentOnLastYear = Math.max(0, totals.spent - totals.earnedBefore);
  return Math.max(0, totals.earnedIn - spentOnLastYear);
}

/**
 * The only way points change (ARCHITECTURE §5): every change writes one ledger row and moves the cached
 * balance, both inside the caller's transaction, so they commit or roll back together.
 */
export function createPointsService(deps: PointsServiceDeps) {
  const repository = createPointsRepository(deps.db);

  const reference = (change: PointsChange) => ({
    referenceType: change.reference?.type ?? null,
    referenceId: change.reference?.id ?? null,
    operatorId: change.adjustment?.operatorId ?? null,
    reason: change.adjustment?.reason ?? null,
  });

  /** Points that expire at the end of the current year (spec 01 §3 points.to_expire). */
  async function toExpire(companyId: number, now: Date = deps.clock.now()): Promise<number> {
    const lastYear = now.getUTCFullYear() - POINTS_EXPIRE_AFTER_YEARS;
    return leftOfLastYear(await repository.expiryTotals(companyId, lastYear, now));
  }

  return {
    toExpire,

    async credit(tx: Db, change: PointsChange): Promise<{ balance: number; entryUuid: string }> {
      assertAmount(change.points);
      const now = deps.clock.now();
      const ledger = createPointsRepository(tx);
      const balance = await ledger.addToBalance(change.companyId, change.points);
      if (balance === null) throw AppError.notFound();
      const entry = await ledger.insertEntry({
        companyId: change.companyId,
        variation: 'positive',
        points: change.points,
        event: change.event,
        ...reference(change),
        // Expiry counts calendar years in UTC: earned in Y, expired at the end of Y + 1.
        earnedYear: now.getUTCFullYear(),
        createdAt: now,
      });
      return { balance, entryUuid: entry.uuid };
    },

    /**
     * Refuses with 409 'Not enough points.' when the balance would go below zero. A reference is debited
     * once per variation (an order, a top-up's reservation, a year's expiry): a second debit of it, such
     * as a retry that did not hear the first answer, changes nothing and answers the first entry. The
     * company row lock makes the check hold under parallel calls.
     */
    async debit(tx: Db, change: DebitChange): Promise<{ balance: number; entryUuid: string }> {
      assertAmount(change.points);
      const now = deps.clock.now();
      const ledger = createPointsRepository(tx);
      const variation = change.variation ?? 'negative';
      if (change.reference) {
        if (!(await ledger.lockCompany(change.companyId))) throw AppError.notFound();
        const first = await ledger.findDebit(change.companyId, variation, change.reference);
        if (first) return { balance: await ledger.balanceOf(change.companyId), entryUuid: first.uuid };
      }
      const balance = await ledger.takeFromBalance(change.companyId, change.points);
      if (balance === null) throw new AppError(409, ERROR_CODES.notEnoughPoints, NOT_ENOUGH_POINTS);
      const entry = await ledger.insertEntry({
        companyId: change.companyId,
        variation,
        points: -change.points,
        event: change.event,
        ...reference(change),
        earnedYear: null,
        createdAt: now,
      });
      return { balance, entryUuid: entry.uuid };
    },

    /**
     * The end of a reservation (ARCHITECTURE §5, club card top-ups): 'released' gives the points back (a
     * `reserved` row of plus the points); 'spent' turns them into spending (the same release and a
     * `negative` row, so the balance stays where the reservation left it). The ledger's unique index
     * `points_ledger_top_up_once` makes each row exist once per reference; the caller decides once (a
     * state change WHERE status = 'PENDING') and this is its second guard.
     */
    async endReservation(
      tx: Db,
      change: Required<Pick<PointsChange, 'companyId' | 'points' | 'event' | 'reference'>> & {
        outcome: 'spent' | 'released';
        releaseEvent: string;
      },
    ): Promise<{ balance: number }> {
      assertAmount(change.points);
      const now = deps.clock.now();
      const ledger = createPointsRepository(tx);
      if (!(await ledger.lockCompany(change.companyId))) throw AppError.notFound();
      const common = {
        companyId: change.companyId,
        referenceType: change.reference.type,
        referenceId: change.reference.id,
        earnedYear: null,
        createdAt: now,
      };
      await ledger.insertEntry({
        ...common,
        variation: 'reserved',
        points: change.points,
        event: change.releaseEvent,
      });
      if (change.outcome === 'spent') {
        await ledger.insertEntry({
          ...common,
          variation: 'negative',
          points: -change.points,
          event: change.event,
        });
        return { balance: await ledger.balanceOf(change.companyId) };
      }
      const balance = await ledger.addToBalance(change.companyId, change.points);
      if (balance === null) throw AppError.notFound();
      return { balance };
    },

    /**
     * GET /v1/company/points/{id} (spec 01 §3): only the caller's own company; any other uuid is 404
     * (ARCHITECTURE §4). A first statement checks the caller's session (the route is registered with
     * `sessionCheckedByHandler`, decision 006: no row is a 401, as the auth guard would answer) and reads
     * the summary's key: the answer kept for it is sent again, else one statement reads the figures
     * (decision 036).
     */
    async getSummary(principal: UserPrincipal, companyUuid: string): Promise<Cacheable<CompanyPoints>> {
      const now = deps.clock.now();
      // Expiry counts calendar years in UTC, as the ledger's earned year and the yearly job do.
      const year = now.getUTCFullYear();
      const lastYear = year - POINTS_EXPIRE_AFTER_YEARS;
      const session = sessionOfCaller(principal);
      if (!session) throw AppError.unauthorized();
      const head = await repository.findSummaryKeyInSession(session, companyUuid, now);
      if (head === 'no-session') throw AppError.unauthorized();
      if (head === null) throw AppError.notFound();
      // The ledger's rows are written at the clock's time, so none is counted later than when it is
      // written: the figures change with a write of the company's row, or with the year.
      const keyOf = (found: typeof head) => ['points', found.companyId, year, found.company].join('|');
      return {
        key: keyOf(head),
        now,
        build: async () => {
          const found = await repository.findSummaryInSession(session, companyUuid, lastYear, now);
          if (found === 'no-session') throw AppError.unauthorized();
          if (found === null) throw AppError.notFound();
          const { balance, projectsInProgress, scansThisYear, scansCompleted } = found;
          return {
            key: keyOf(found.key),
            value: {
              company_points: balance,
              projects: { in_prog: projectsInProgress },
              scans: { current_year: scansThisYear, completed: scansCompleted },
              points: {
                to_expire: Math.min(balance, leftOfLastYear(found.expiry)),
                earned_year: lastYear,
                expires_on: `${year}-12-31`,
              },
            },
            validUntil: Date.UTC(year + 1, 0, 1),
          };
        },
      };
    },

    /** GET /v1/points/history (spec 03 §3): the caller's company, newest first. */
    async listHistory(companyId: number, page: PageQuery): Promise<Paged<PointsHistoryEntry>> {
      const [rows, total] = await Promise.all([
        repository.listHistory(companyId, pageWindow(page)),
        repository.countHistory(companyId),
      ]);
      return {
        data: rows.map(({ createdAt, ...entry }) => ({ ...entry, created_at: createdAt.toISOString() })),
        meta: pageMeta(page, total),
      };
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
