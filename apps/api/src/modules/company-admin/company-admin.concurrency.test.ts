import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createOperator } from '../../../test/factories/operators';
import type { OperatorRow } from '../../db/schema/accounts';
import { companies } from '../../db/schema/companies';
import { pointsLedger } from '../../db/schema/points';

const ctx = setupTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });
const api = testApi(ctx);
const ROUNDS = 20;
const PARALLEL = 12;
const START = 100;
const COST = 30;
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let admin: OperatorRow;

beforeAll(async () => {
  admin = await createOperator(ctx.app, 'admin');
});

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

const adjust = (uuid: string, body: Record<string, unknown>) =>
  api.as({ operator: admin }).post(`/api/admin/companies/${uuid}/points`, {
    body: { idempotency_key: randomUUID(), reason: 'Correction', ...body },
  });

describe('points adjustments under concurrency (ARCHITECTURE §5)', () => {
  // PGlite runs one query at a time and hides the race that PostgreSQL shows; the assertions are the same.
  it(`never overdraws with ${PARALLEL} parallel debits, ${ROUNDS} rounds (${database})`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const company = await createCompany(ctx.app);
      expect((await adjust(company.uuid, { direction: 'credit', points: START })).status).toBe(201);
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, () => adjust(company.uuid, { direction: 'debit', points: COST })),
      );
      const successes = answers.filter((res) => res.status === 201).length;
      expect(
        answers.every((res) => res.status === 201 || res.status === 409),
        `round ${round}`,
      ).toBe(true);
      expect(successes, `round ${round}`).toBe(Math.floor(START / COST));
      expect(successes * COST).toBeLessThanOrEqual(START);
      expect(await balanceAndLedgerSum(company.id)).toEqual({
        balance: START - successes * COST,
        ledgerSum: START - successes * COST,
      });
    }
  }, 240_000);

  it(`moves the points once for one key sent ${PARALLEL} times at once (${database})`, async () => {
    const company = await createCompany(ctx.app);
    const body = { direction: 'credit', points: 7, idempotency_key: randomUUID() };
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => adjust(company.uuid, body)));
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: PARALLEL }, () => 201));
    expect(new Set(answers.map((res) => res.body.entry_uuid)).size).toBe(1);
    expect(await balanceAndLedgerSum(company.id)).toEqual({ balance: 7, ledgerSum: 7 });
  }, 60_000);
});
