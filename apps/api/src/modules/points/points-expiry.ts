import { sql } from 'drizzle-orm';
import { POINTS_EXPIRE_AFTER_YEARS } from '@club/contract';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { pointsLedger } from '../../db/schema/points';
import type { Clock } from '../../lib/clock';
import type { PointsService } from './points.service';

export interface ExpiryOutcome {
  /** Points earned in this year and before are the ones that expired. */
  year: number;
  companies: number;
  points: number;
}

/**
 * ARCHITECTURE §5: points earned in year Y expire at the end of Y+1, and spending consumes the oldest
 * points first. Run in year R, this expires what is left of every point earned up to R-2: all of it that
 * spending has not consumed. The `expired` debit counts as spending, so a second run finds nothing left
 * (idempotent), and one that missed a year catches up with the older years too.
 */
export function createPointsExpiry(deps: { db: Db; clock: Clock; points: PointsService }) {
  return {
    async run(): Promise<ExpiryOutcome> {
      const now = deps.clock.now();
      const year = now.getUTCFullYear() - POINTS_EXPIRE_AFTER_YEARS - 1;
      // One query for the whole club: what each company earned up to `year` and has spent in all.
      const result = (await deps.db.execute(sql`
        select l.company_id as "companyId",
          least(
            sum(l.points) filter (where l.variation = 'positive' and l.earned_year <= ${year})
              + coalesce(sum(l.points) filter (where l.points < 0), 0),
            max(${companies.pointsBalance})
          )::int as "left"
        from ${pointsLedger} l
        join ${companies} on ${companies.id} = l.company_id
        where l.created_at <= ${now.toISOString()}::timestamptz
        group by l.company_id
        having sum(l.points) filter (where l.variation = 'positive' and l.earned_year <= ${year})
          + coalesce(sum(l.points) filter (where l.points < 0), 0) > 0`)) as unknown as {
        rows: { companyId: number; left: number }[];
      };
      const outcome: ExpiryOutcome = { year, companies: 0, points: 0 };
      for (const { companyId, left } of result.rows) {
        const points = Number(left);
        if (points <= 0) continue;
        try {
          await deps.db.transaction((tx) =>
            deps.points.debit(tx, {
              companyId: Number(companyId),
              points,
              event: 'expired',
              variation: 'expired',
              reference: { type: 'expiry', id: String(year) },
            }),
          );
          outcome.companies += 1;
          outcome.points += points;
        } catch {
          // the balance moved since the query (a purchase at midnight): the next run takes what is left
        }
      }
      return outcome;
    },
  };
}

export type PointsExpiry = ReturnType<typeof createPointsExpiry>;
