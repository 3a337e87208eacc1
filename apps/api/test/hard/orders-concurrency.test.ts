import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { regionByCode } from '@club/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/db/schema/companies';
import { pointsLedger } from '../../src/db/schema/points';
import { shopProductRegions, shopProducts, shopVariants } from '../../src/db/schema/shop';
import type { UserRow } from '../../src/db/schema/users';
import { testApi } from '../api';
import { setupTestApp } from '../build-app';
import { createCompany } from '../factories/companies';
import { createOwner } from '../factories/users';

// Orders under contention, over real sockets on PostgreSQL (ARCHITECTURE §5, docs/decisions/022): PGlite
// runs one query at a time and would hide every race here. Each scenario runs ROUNDS times.
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
// 200 sockets from one address and requests queued behind one company's row lock for longer than the
// production waits (1.5 s): the scenarios count exact outcomes, so nothing may give up with a 503 here.
const ctx = setupTestApp({
  env: {
    RATE_LIMITS_ENABLED: 'false',
    MAX_CONNECTIONS_PER_ADDRESS: '0',
    DATABASE_POOL_MAX: '20',
    DATABASE_CONNECT_TIMEOUT_MS: '30000',
    DATABASE_QUERY_TIMEOUT_MS: '30000',
    REQUEST_TIMEOUT_MS: '120000',
    IDLE_SOCKET_TIMEOUT_MS: '120000',
  },
});
const api = testApi(ctx);
const ROUNDS = Number(process.env.ORDERS_CONCURRENCY_ROUNDS ?? 20);
const PRICE = 200;
const PL = regionByCode('PL')?.id ?? 10;

const ADDRESS = {
  phone_region: 'PL',
  phone_number: '512345678',
  region: 'PL',
  country: 'Polska',
  city: 'Kraków',
  postal_code: '30-001',
  street: 'Długa',
  house_number: '5',
};

let base: string;

/**
 * One POST on a connection of its own (no keep-alive): a socket the server closed while it idled between
 * rounds would otherwise fail a request that never reached it.
 */
function call(headers: { authorization: string }, body: unknown): Promise<{ status: number; text: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/api/v1/orders`,
      {
        method: 'POST',
        agent: false,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A product of its own for the scenarios, sold in PL, with one variant of PRICE points. */
async function newVariant(stock: number): Promise<{ id: number; uuid: string }> {
  const { db } = ctx.database;
  const [product] = await db
    .insert(shopProducts)
    .values({ type: 'brand', kind: 'simple', sku: `T-RACE-${randomUUID()}`, name: 'Race item' })
    .returning({ id: shopProducts.id });
  if (!product) throw new Error('no product');
  await db.insert(shopProductRegions).values({ productId: product.id, regionId: PL, isVisible: true });
  const [variant] = await db
    .insert(shopVariants)
    .values({
      productId: product.id,
      sku: `T-RACE-V-${randomUUID()}`,
      title: 'Standard',
      price: PRICE,
      stock,
    })
    .returning({ id: shopVariants.id, uuid: shopVariants.uuid });
  if (!variant) throw new Error('no variant');
  return variant;
}

const orderOf = (variantUuid: string, key = randomUUID()) => ({
  idempotency_key: key,
  type: 'brand',
  delivery_type: 1,
  order: [{ uuid: variantUuid, quantity: 1 }],
  customer: ADDRESS,
});

async function fundedOwner(points: number): Promise<UserRow> {
  const owner = await createOwner(ctx.app, await createCompany(ctx.app));
  if (points > 0) {
    await ctx.database.db.transaction((tx) =>
      ctx.app.services.points.credit(tx, { companyId: owner.companyId, points, event: 'welcome' }),
    );
  }
  return owner;
}

async function balanceAndLedger(companyId: number) {
  const [row] = await ctx.database.db
    .select({
      balance: companies.pointsBalance,
      ledger:
        sql<number>`(select coalesce(sum(${pointsLedger.points}), 0) from ${pointsLedger} where ${pointsLedger.companyId} = ${companyId})`.mapWith(
          Number,
        ),
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? { balance: -1, ledger: -2 };
}

const tally = (answers: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
};

beforeAll(async () => {
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await new Promise((r) => setTimeout(r, 300));
});

describe('orders under contention (PostgreSQL)', () => {
  it('200 orders at once against a balance covering one: exactly one is placed', async () => {
    const variant = await newVariant(1_000_000);
    for (let round = 0; round < ROUNDS; round += 1) {
      const start = PRICE * 2 - 1;
      const owner = await fundedOwner(start);
      const headers = await api.headersOf(owner);
      const answers = await Promise.all(
        Array.from({ length: 200 }, () => call(headers, orderOf(variant.uuid))),
      );
      expect(tally(answers)).toEqual({ 201: 1, 409: 199 });
      for (const answer of answers.filter((a) => a.status === 409)) {
        expect(JSON.parse(answer.text).code).toBe('not_enough_points');
      }
      const after = await balanceAndLedger(owner.companyId);
      expect(after).toEqual({ balance: start - PRICE, ledger: start - PRICE });
    }
  });

  it('a stock of 3 and 50 buyers at once: exactly 3 orders', async () => {
    const buyers: { authorization: string }[] = [];
    for (let i = 0; i < 50; i += 1) buyers.push(await api.headersOf(await fundedOwner(PRICE * ROUNDS)));
    for (let round = 0; round < ROUNDS; round += 1) {
      const variant = await newVariant(3);
      const answers = await Promise.all(buyers.map((headers) => call(headers, orderOf(variant.uuid))));
      expect(tally(answers)).toEqual({ 201: 3, 409: 47 });
      for (const answer of answers.filter((a) => a.status === 409)) {
        expect(JSON.parse(answer.text).code).toBe('out_of_stock');
      }
      const [row] = await ctx.database.db
        .select({ stock: shopVariants.stock })
        .from(shopVariants)
        .where(eq(shopVariants.id, variant.id));
      expect(row?.stock).toBe(0);
    }
  });

  it('one idempotency key sent 20 times at once: one order, one debit, 20 identical answers', async () => {
    const variant = await newVariant(1_000_000);
    const owner = await fundedOwner(PRICE * ROUNDS * 2);
    const headers = await api.headersOf(owner);
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = await balanceAndLedger(owner.companyId);
      const body = orderOf(variant.uuid);
      const answers = await Promise.all(Array.from({ length: 20 }, () => call(headers, body)));
      expect(tally(answers)).toEqual({ 200: 19, 201: 1 });
      expect(new Set(answers.map((a) => a.text)).size).toBe(1);
      const after = await balanceAndLedger(owner.companyId);
      expect(after).toEqual({ balance: before.balance - PRICE, ledger: before.balance - PRICE });
    }
  });

  it('a refund delivered twice at once credits the points once', async () => {
    const variant = await newVariant(1_000_000);
    const owner = await fundedOwner(PRICE * ROUNDS);
    const headers = await api.headersOf(owner);
    for (let round = 0; round < ROUNDS; round += 1) {
      const placed = await call(headers, orderOf(variant.uuid));
      expect(placed.status).toBe(201);
      const uuid = JSON.parse(placed.text).uuid as string;
      const before = await balanceAndLedger(owner.companyId);
      const results = await Promise.all(
        [1, 2].map(() => ctx.app.services.orders.setOrderStatus(uuid, 5, { operatorId: null }, 'lost')),
      );
      expect(results.map((r) => r.changed).sort()).toEqual([false, true]);
      const after = await balanceAndLedger(owner.companyId);
      expect(after).toEqual({ balance: before.balance + PRICE, ledger: before.balance + PRICE });
    }
    const [stock] = await ctx.database.db
      .select({ stock: shopVariants.stock })
      .from(shopVariants)
      .where(eq(shopVariants.id, variant.id));
    expect(stock?.stock).toBe(1_000_000);
  });
});
