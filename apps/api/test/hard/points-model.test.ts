import { ERROR_CODES, POINTS_EXPIRE_AFTER_YEARS } from '@club/contract';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { companies } from '../../src/db/schema/companies';
import { pointsLedger } from '../../src/db/schema/points';
import { isAppError } from '../../src/lib/app-error';
import { createManualClock } from '../../src/lib/clock';
import { createPointsExpiry } from '../../src/modules/points/points-expiry';
import { createPointsService } from '../../src/modules/points/points.service';
import { setupTestApp } from '../build-app';
import { createCompany } from '../factories/companies';

// Points are money (ARCHITECTURE §5). Random sequences of the operations the points module offers are
// run against it and against a model of the rules (points as lots by the year they were earned, spent
// oldest first, expired at the end of the next year); after every step the company's balance equals
// the model's and the ledger's sum, never goes below zero, and no reference is debited twice.
//
// Covered today: earn (credit), spend and reserve (debit, `negative` and `reserved`), a retried debit of
// the same reference, the same debit sent twice at once, the yearly expiry, time passing. The shop brings settle (a reservation becomes
// spent), release (a refused top-up gives the points back), refund and operator adjustments: each is one
// more entry of OPERATIONS below, with its model step, once the points module offers it.
//
// On PostgreSQL, as production runs: PGlite runs one query at a time and hides what a real server shows.
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const ctx = setupTestApp();
const RUNS = Number(process.env.POINTS_MODEL_RUNS ?? 60);
const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/** The rules, without a database: what a company holds, as lots by the year they were earned. */
class PointsModel {
  lots: { year: number; left: number }[] = [];
  /** Every ledger row the model expects: its signed points and, for debits, its reference. */
  entries: { points: number; debitOf?: string }[] = [];

  get balance(): number {
    return this.lots.reduce((sum, lot) => sum + lot.left, 0);
  }

  earn(points: number, year: number): void {
    const last = this.lots.at(-1);
    if (last?.year === year) last.left += points;
    else this.lots.push({ year, left: points });
    this.entries.push({ points });
  }

  /** Takes the oldest points first; false (and nothing taken) when the balance is too low. */
  take(points: number, debitOf: string): boolean {
    if (this.entries.some((e) => e.debitOf === debitOf)) return true;
    if (points > this.balance) return false;
    let rest = points;
    for (const lot of this.lots) {
      const taken = Math.min(lot.left, rest);
      lot.left -= taken;
      rest -= taken;
    }
    this.lots = this.lots.filter((lot) => lot.left > 0);
    this.entries.push({ points: -points, debitOf });
    return true;
  }

  /** Run in year `now`: what is left of the points earned up to two years back expires. */
  expire(now: number, reference: string): number {
    const upTo = now - POINTS_EXPIRE_AFTER_YEARS - 1;
    const left = this.lots.filter((lot) => lot.year <= upTo).reduce((sum, lot) => sum + lot.left, 0);
    if (left > 0) this.take(left, reference);
    return left;
  }

  /** spec 01 §3 `to_expire`: what is left of last year's points. */
  toExpire(now: number): number {
    return this.lots
      .filter((lot) => lot.year === now - POINTS_EXPIRE_AFTER_YEARS)
      .reduce((sum, lot) => sum + lot.left, 0);
  }
}

/** The points module of one company on a clock the run moves, as the app builds it. */
interface Real {
  companyId: number;
  clock: ReturnType<typeof createManualClock>;
  db: Db;
  points: ReturnType<typeof createPointsService>;
  expiry: ReturnType<typeof createPointsExpiry>;
  /** The references this run has debited, for retries. */
  references: string[];
}

type Step = (model: PointsModel, real: Real) => Promise<void>;

interface Operation {
  name: string;
  step: fc.Arbitrary<{ label: string; run: Step }>;
}

/** A step shows as its label in a counterexample. */
const stepOf = (label: string, run: Step) => ({
  label,
  run,
  [fc.toStringMethod]: () => label,
});

const notEnough = (error: unknown) =>
  isAppError(error) && error.status === 409 && error.code === ERROR_CODES.notEnoughPoints;

/** A debit of `points` for a reference: a new one, or now and then one debited before (a retry). */
function debitOperation(name: string, variation: 'negative' | 'reserved', referenceType: string): Operation {
  return {
    name,
    step: fc
      .record({
        points: fc.integer({ min: 1, max: 400 }),
        retry: fc.option(fc.nat(), { freq: 4 }),
        // sent twice at once, as two tabs or a retry racing its first try would
        twice: fc.boolean(),
      })
      .map(({ points, retry, twice }) =>
        stepOf(
          `${name} ${points}${retry === null ? '' : ` (retry of an earlier reference #${retry})`}${twice ? ' twice at once' : ''}`,
          async (model, real) => {
            const earlier = real.references.filter((r) => r.startsWith(`${referenceType}:`));
            const reference =
              retry !== null && earlier.length > 0
                ? earlier[retry % earlier.length]!
                : `${referenceType}:${crypto.randomUUID()}`;
            const [type, id] = reference.split(':') as [string, string];
            const allowed = model.take(points, `${variation} ${reference}`);
            const send = () =>
              real.db
                .transaction((tx) =>
                  real.points.debit(tx, {
                    companyId: real.companyId,
                    points,
                    event: type,
                    variation,
                    reference: { type, id },
                  }),
                )
                .then(
                  () => 'done' as const,
                  (error: unknown) => {
                    if (notEnough(error)) return 'refused' as const;
                    throw error;
                  },
                );
            const outcomes = await Promise.all(twice ? [send(), send()] : [send()]);
            expect(outcomes).toEqual(outcomes.map(() => (allowed ? 'done' : 'refused')));
            if (allowed && !real.references.includes(reference)) real.references.push(reference);
          },
        ),
      ),
  };
}

/** What the points module offers today. The shop's settle, release, refund and adjust go here. */
const OPERATIONS: Operation[] = [
  {
    name: 'earn',
    step: fc.integer({ min: 1, max: 500 }).map((points) =>
      stepOf(`earn ${points}`, async (model, real) => {
        model.earn(points, real.clock.now().getUTCFullYear());
        await real.db.transaction((tx) =>
          real.points.credit(tx, {
            companyId: real.companyId,
            points,
            event: 'project',
            reference: { type: 'project', id: crypto.randomUUID() },
          }),
        );
      }),
    ),
  },
  debitOperation('spend', 'negative', 'order'),
  debitOperation('reserve', 'reserved', 'top_up'),
  {
    name: 'time passes',
    step: fc.integer({ min: 1, max: 400 }).map((days) =>
      stepOf(`${days} days pass`, async (_model, real) => {
        real.clock.advance(days * 24 * 60 * 60 * 1000);
      }),
    ),
  },
  {
    name: 'expire',
    step: fc.constant(
      stepOf('the yearly expiry runs', async (model, real) => {
        const year = real.clock.now().getUTCFullYear();
        model.expire(year, `expired expiry:${year - POINTS_EXPIRE_AFTER_YEARS - 1}`);
        await real.expiry.run();
      }),
    ),
  },
];

async function stateOf(companyId: number) {
  const { db } = ctx.database;
  const [row] = await db
    .select({
      balance: companies.pointsBalance,
      ledgerSum: sql<number>`(select coalesce(sum(points), 0)::int from points_ledger where company_id = ${companyId})`,
      entries: sql<number>`(select count(*)::int from points_ledger where company_id = ${companyId})`,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  const twice = await db
    .select({ reference: pointsLedger.referenceId, n: sql<number>`count(*)::int` })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.companyId, companyId),
        lt(pointsLedger.points, 0),
        isNotNull(pointsLedger.referenceId),
      ),
    )
    .groupBy(pointsLedger.variation, pointsLedger.referenceType, pointsLedger.referenceId)
    .having(sql`count(*) > 1`);
  return { ...row!, debitedTwice: twice.map((t) => t.reference) };
}

describe('points as money: a model of the ledger', () => {
  it(`keeps balance = model = ledger sum ≥ 0 and each reference debited once, over ${RUNS} random histories`, async () => {
    // one clock for all runs, only ever forward: the expiry runs over the whole club
    const clock = createManualClock('2024-03-01T10:00:00Z');
    const { db } = ctx.database;
    const service = createPointsService({ db, clock });
    const expiry = createPointsExpiry({ db, clock, points: service });
    const steps = fc.array(fc.oneof(...OPERATIONS.map((o) => o.step)), { minLength: 1, maxLength: 40 });

    await fc.assert(
      fc.asyncProperty(steps, async (history) => {
        const company = await createCompany(ctx.app);
        const model = new PointsModel();
        const real: Real = { companyId: company.id, clock, db, points: service, expiry, references: [] };
        for (const { label, run } of history) {
          await run(model, real);
          const state = await stateOf(company.id);
          const now = clock.now().getUTCFullYear();
          const seen = {
            balance: state.balance,
            ledgerSum: state.ledgerSum,
            entries: state.entries,
            debitedTwice: state.debitedTwice,
            toExpire: await service.toExpire(company.id),
          };
          expect(seen, `after "${label}"`).toEqual({
            balance: model.balance,
            ledgerSum: model.balance,
            entries: model.entries.length,
            debitedTwice: [],
            toExpire: model.toExpire(now),
          });
          expect(state.balance).toBeGreaterThanOrEqual(0);
        }
        clock.advance(YEAR_MS / 12);
      }),
      { numRuns: RUNS, seed: Number(process.env.POINTS_MODEL_SEED ?? Date.now() % 2 ** 31) },
    );
  }, 300_000);
});
