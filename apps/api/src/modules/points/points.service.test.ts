import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { companies } from '../../db/schema/companies';
import { pointsLedger } from '../../db/schema/points';
import { isAppError } from '../../lib/app-error';
import { createManualClock } from '../../lib/clock';
import { createPointsService, leftOfLastYear, NOT_ENOUGH_POINTS } from './points.service';

const ctx = setupTestApp();

async function balanceAndLedgerSum(companyId: number) {
  const { db } = ctx.database;
  const [company] = await db
    .select({ balance: companies.pointsBalance })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [ledger] = await db
    .select({ sum: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.companyId, companyId));
  return { balance: company?.balance, ledgerSum: Number(ledger?.sum) };
}

/** A fresh company and a points service on a clock the test moves. */
async function setup(start: string) {
  const clock = createManualClock(start);
  const points = createPointsService({ db: ctx.database.db, clock });
  const company = await createCompany(ctx.app);
  const { db } = ctx.database;
  const credit = (amount: number) =>
    db.transaction((tx) => points.credit(tx, { companyId: company.id, points: amount, event: 'project' }));
  const debit = (amount: number, variation?: 'negative' | 'expired') =>
    db.transaction((tx) =>
      points.debit(tx, { companyId: company.id, points: amount, event: 'order', variation }),
    );
  return { clock, points, companyId: company.id, credit, debit };
}

describe('leftOfLastYear (ARCHITECTURE §5)', () => {
  it('spends the oldest points first', () => {
    expect(leftOfLastYear({ earnedBefore: 0, earnedIn: 100, spent: 30 })).toBe(70);
    expect(leftOfLastYear({ earnedBefore: 40, earnedIn: 100, spent: 60 })).toBe(80);
    expect(leftOfLastYear({ earnedBefore: 40, earnedIn: 100, spent: 20 })).toBe(100);
    expect(leftOfLastYear({ earnedBefore: 0, earnedIn: 100, spent: 250 })).toBe(0);
  });
});

describe('points service: ledger and balance', () => {
  it('writes one ledger row per change and keeps the balance equal to the ledger sum', async () => {
    const { credit, debit, companyId } = await setup('2025-02-01T10:00:00Z');
    expect((await credit(100)).balance).toBe(100);
    expect((await debit(30)).balance).toBe(70);
    expect(await balanceAndLedgerSum(companyId)).toEqual({ balance: 70, ledgerSum: 70 });
    const rows = await ctx.database.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.companyId, companyId));
    expect(rows.map((r) => [r.variation, r.points, r.earnedYear])).toEqual([
      ['positive', 100, 2025],
      ['negative', -30, null],
    ]);
  });

  it('refuses a debit below zero and leaves balance and ledger untouched', async () => {
    const { credit, debit, companyId } = await setup('2025-02-01T10:00:00Z');
    await credit(50);
    const error = await debit(51).catch((e: unknown) => e);
    expect(isAppError(error) && error.status === 409 && error.message === NOT_ENOUGH_POINTS).toBe(true);
    expect(await balanceAndLedgerSum(companyId)).toEqual({ balance: 50, ledgerSum: 50 });
  });

  it('debits a reference once: a repeat answers the first entry and changes nothing', async () => {
    const { credit, points, companyId } = await setup('2025-02-01T10:00:00Z');
    await credit(100);
    const order = { companyId, points: 30, event: 'order', reference: { type: 'order', id: 'A-1' } };
    const { db } = ctx.database;
    const first = await db.transaction((tx) => points.debit(tx, order));
    const repeat = await db.transaction((tx) => points.debit(tx, order));
    expect(repeat).toEqual(first);
    expect(await balanceAndLedgerSum(companyId)).toEqual({ balance: 70, ledgerSum: 70 });
    // another variation of the same reference is another debit (a top-up reserved, then spent)
    await db.transaction((tx) => points.debit(tx, { ...order, variation: 'reserved' }));
    expect(await balanceAndLedgerSum(companyId)).toEqual({ balance: 40, ledgerSum: 40 });
  });

  it('refuses amounts that are not positive whole numbers', async () => {
    const { credit, debit } = await setup('2025-02-01T10:00:00Z');
    await expect(credit(0)).rejects.toThrow('positive whole number');
    await expect(debit(-5)).rejects.toThrow('positive whole number');
    await expect(credit(1.5)).rejects.toThrow('positive whole number');
  });
});

describe('points service: to_expire (ARCHITECTURE §5: earned in Y, expired at the end of Y + 1)', () => {
  it("is what is left of last year's points after spending took the oldest first", async () => {
    const { clock, points, credit, debit, companyId } = await setup('2024-05-10T10:00:00Z');
    await credit(100);
    expect(await points.toExpire(companyId)).toBe(0); // this year's points do not expire this year
    clock.set('2025-03-01T10:00:00Z');
    await credit(50);
    expect(await points.toExpire(companyId)).toBe(100);
    await debit(30);
    expect(await points.toExpire(companyId)).toBe(70);
    await debit(90); // 70 of 2024 and 20 of 2025
    expect(await points.toExpire(companyId)).toBe(0);
    clock.set('2026-01-05T10:00:00Z');
    expect(await points.toExpire(companyId)).toBe(30); // what is left of 2025
  });

  it('counts older, not yet expired points as spent first', async () => {
    const { clock, points, credit, debit, companyId } = await setup('2023-06-01T10:00:00Z');
    await credit(40);
    clock.set('2024-06-01T10:00:00Z');
    await credit(100);
    clock.set('2025-04-01T10:00:00Z');
    await debit(60);
    expect(await points.toExpire(companyId)).toBe(80);
  });

  it('does not count points the yearly job has already expired against last year', async () => {
    const { clock, points, credit, debit, companyId } = await setup('2023-06-01T10:00:00Z');
    await credit(40);
    clock.set('2024-06-01T10:00:00Z');
    await credit(100);
    clock.set('2025-01-01T00:00:00Z');
    await debit(40, 'expired');
    expect(await points.toExpire(companyId)).toBe(100);
  });

  it('ignores changes after the moment asked about', async () => {
    const { clock, points, credit, debit, companyId } = await setup('2024-06-01T10:00:00Z');
    await credit(100);
    clock.set('2025-08-01T10:00:00Z');
    await debit(100);
    expect(await points.toExpire(companyId, new Date('2025-07-01T00:00:00Z'))).toBe(100);
    expect(await points.toExpire(companyId, new Date('2025-08-02T00:00:00Z'))).toBe(0);
  });
});

describe('points service: parallel spending (ARCHITECTURE §5)', () => {
  // On PostgreSQL the debits truly race; PGlite runs one query at a time, so there the same scenario
  // checks the rule without the race. The assertions are the same on both.
  it(`never spends more than the balance: 20 rounds of 30 parallel debits (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const { credit, debit, companyId } = await setup('2025-02-01T10:00:00Z');
    for (let round = 0; round < 20; round += 1) {
      await credit(100);
      const results = await Promise.allSettled(Array.from({ length: 30 }, () => debit(10)));
      const successes = results.filter((r) => r.status === 'fulfilled').length;
      const refusals = results.filter(
        (r) => r.status === 'rejected' && isAppError(r.reason) && r.reason.status === 409,
      ).length;
      expect(successes * 10).toBeLessThanOrEqual(100);
      // The conditional update waits for the row lock and re-checks: nothing fails for another reason.
      expect(successes + refusals).toBe(30);
      const { balance, ledgerSum } = await balanceAndLedgerSum(companyId);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(balance).toBe(ledgerSum);
      expect(balance).toBe(100 - successes * 10);
      expect(successes).toBe(10);
    }
  }, 120_000);
});
