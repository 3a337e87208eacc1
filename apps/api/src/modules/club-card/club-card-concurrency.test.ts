import { randomUUID } from 'node:crypto';
import { createTopUp, orderClubCard, verifyClubCard } from '@club/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createOwner } from '../../../test/factories/users';
import { createSandboxCardProvider } from '../../adapters/card-provider/sandbox-card-provider';
import { clubCards } from '../../db/schema/club-cards';
import { companies } from '../../db/schema/companies';
import { pointsLedger } from '../../db/schema/points';
import { companyTierProgress } from '../../db/schema/tiers';
import type { UserRow } from '../../db/schema/users';

/*
 * Top-ups under contention (ARCHITECTURE §5, docs/decisions/029). On PostgreSQL (DATABASE_URL, e.g.
 * postgres://postgres@127.0.0.1:5432/test) the requests really race and each scenario runs 20 rounds; on
 * PGlite, which runs one query at a time, the same scenarios check the outcome in 3 rounds.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ROUNDS = Number(process.env.CLUB_CARD_CONCURRENCY_ROUNDS ?? (onPostgres ? 20 : 3));
const ctx = setupTestApp({
  env: {
    RATE_LIMITS_ENABLED: 'false',
    DATABASE_POOL_MAX: '20',
    DATABASE_QUERY_TIMEOUT_MS: '30000',
    REQUEST_TIMEOUT_MS: '120000',
  },
  // answers at once: the provider job settles what it finds
  cardProvider: createSandboxCardProvider({ now: () => new Date(), answerDelayMs: 0, activationDelayMs: 0 }),
});
const api = testApi(ctx);
const COST = 100;

let serials = 0;
const nextSerial = () => {
  serials += 1;
  // ending in 0: the sandbox activates it (serials ending in 7 or 13 it does not)
  return `6${String(process.pid % 10_000).padStart(4, '0')}${String(serials).padStart(4, '0')}0`;
};

async function ownerWithActiveCard(points: number): Promise<UserRow> {
  const company = await createCompany(ctx.app);
  await ctx.database.db
    .update(companyTierProgress)
    .set({ progress: 20 })
    .where(eq(companyTierProgress.companyId, company.id));
  const owner = await createOwner(ctx.app, company);
  const customer = {
    name: 'Anna',
    surname: 'Wiśniewska',
    email: 'anna@example.com',
    phone: '+48512345678',
    company_name: company.name,
    street: 'ul. Długa',
    house_number: '5',
    city: 'Kraków',
    postal_code: '30-001',
  };
  expect(
    (await api.as(owner).post(orderClubCard, { body: { idempotency_key: randomUUID(), customer } })).status,
  ).toBe(201);
  const verified = await api
    .as(owner)
    .patch(verifyClubCard, { body: { card_serial_number: nextSerial(), confirmed: true } });
  expect(verified.status, verified.text).toBe(200);
  const synced = await ctx.app.services.clubCards.syncWithProvider();
  const [card] = await ctx.database.db
    .select({ status: clubCards.status, serial: clubCards.serial })
    .from(clubCards)
    .where(eq(clubCards.companyId, company.id));
  expect(card?.status, JSON.stringify({ synced, card })).toBe('ACTIVE');
  if (points > 0) {
    await ctx.database.db.transaction((tx) =>
      ctx.app.services.points.credit(tx, { companyId: owner.companyId, points, event: 'welcome' }),
    );
  }
  return owner;
}

const topUp = (owner: UserRow, key = randomUUID()) =>
  api.as(owner).post(createTopUp, { body: { idempotency_key: key, points: COST, terms_accepted: true } });

async function balanceAndLedger(companyId: number) {
  const [row] = await ctx.database.db
    .select({
      balance: companies.pointsBalance,
      ledger:
        sql<number>`(select coalesce(sum(l.points), 0) from ${pointsLedger} l where l.company_id = ${companyId})`.mapWith(
          Number,
        ),
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? { balance: -1, ledger: -2 };
}

const rowsOf = (uuid: string) =>
  ctx.database.db
    .select({ variation: pointsLedger.variation, points: pointsLedger.points })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.referenceType, 'top_up'), eq(pointsLedger.referenceId, uuid)));

const tally = (answers: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
};

describe(`club card top-ups under contention (${onPostgres ? 'PostgreSQL' : 'PGlite'}, ${ROUNDS} rounds)`, () => {
  it('20 top-ups at once against a balance covering one: exactly one is reserved', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const start = COST * 2 - 1;
      const owner = await ownerWithActiveCard(start);
      const answers = await Promise.all(Array.from({ length: 20 }, () => topUp(owner)));
      expect(tally(answers), answers[0]?.text).toEqual({ 201: 1, 409: 19 });
      for (const answer of answers.filter((a) => a.status === 409)) {
        expect(answer.body.code).toBe('not_enough_points');
      }
      expect(await balanceAndLedger(owner.companyId)).toEqual({
        balance: start - COST,
        ledger: start - COST,
      });
    }
  }, 600_000);

  it('one key sent 10 times at once: one reservation and the same answer', async () => {
    const owner = await ownerWithActiveCard(COST * ROUNDS);
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = await balanceAndLedger(owner.companyId);
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 10 }, () => topUp(owner, key)));
      expect(tally(answers)).toEqual({ 200: 9, 201: 1 });
      expect(new Set(answers.map((a) => a.body.uuid)).size).toBe(1);
      expect(await balanceAndLedger(owner.companyId)).toEqual({
        balance: before.balance - COST,
        ledger: before.balance - COST,
      });
    }
  }, 600_000);

  it('an answer delivered 5 times at once, SUCCEEDED or REFUSED mixed in: one settlement, one ledger change', async () => {
    const owner = await ownerWithActiveCard(COST * ROUNDS);
    for (let round = 0; round < ROUNDS; round += 1) {
      const placed = await topUp(owner);
      expect(placed.status).toBe(201);
      const uuid = placed.body.uuid as string;
      const reserved = await balanceAndLedger(owner.companyId);
      const answers = ['SUCCEEDED', 'SUCCEEDED', 'REFUSED', 'SUCCEEDED', 'REJECTED'] as const;
      const results = await Promise.all(answers.map((a) => ctx.app.services.clubCards.settle(uuid, a)));
      expect(results.filter(Boolean)).toHaveLength(1);
      const rows = await rowsOf(uuid);
      const spent = rows.some((r) => r.variation === 'negative');
      expect(rows).toHaveLength(spent ? 3 : 2);
      const expected = spent ? reserved.balance : reserved.balance + COST;
      expect(await balanceAndLedger(owner.companyId)).toEqual({ balance: expected, ledger: expected });
    }
  }, 600_000);

  it('the provider job run twice at once settles each top-up once', async () => {
    const owner = await ownerWithActiveCard(COST * ROUNDS * 3);
    for (let round = 0; round < ROUNDS; round += 1) {
      const made = await Promise.all([topUp(owner), topUp(owner), topUp(owner)]);
      expect(made.map((m) => m.status)).toEqual([201, 201, 201]);
      const before = await balanceAndLedger(owner.companyId);
      await Promise.all([
        ctx.app.services.clubCards.syncWithProvider(),
        ctx.app.services.clubCards.syncWithProvider(),
      ]);
      await ctx.app.services.clubCards.syncWithProvider();
      for (const m of made) expect(await rowsOf(m.body.uuid as string)).toHaveLength(3);
      expect(await balanceAndLedger(owner.companyId)).toEqual(before);
      expect(before.balance).toBe(before.ledger);
    }
  }, 600_000);
});
