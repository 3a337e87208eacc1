import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OrderSchema, OrderSummarySchema, paged, regionByCode } from '@club/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createInstaller, createOwner } from '../../../test/factories/users';
import { countQueries } from '../../../test/scans';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import { companies } from '../../db/schema/companies';
import { notifications } from '../../db/schema/notifications';
import { outboxMessages } from '../../db/schema/outbox';
import { pointsLedger } from '../../db/schema/points';
import { shopOrderStatusHistory, shopOrders, shopVariants } from '../../db/schema/shop';
import type { UserRow } from '../../db/schema/users';

const storage = createLocalStorage(join(tmpdir(), `club-orders-${randomUUID()}`));
const ctx = setupTestApp({ storage });
const api = testApi(ctx);

let owner: UserRow;
let installer: UserRow;
let otherOwner: UserRow;
let czOwner: UserRow;

const ADDRESS = {
  name: 'Anna',
  surname: 'Wiśniewska',
  email: 'anna@example.com',
  phone_region: 'PL',
  phone_number: '512345678',
  region: 'PL',
  country: 'Polska',
  city: 'Kraków',
  postal_code: '30-001',
  street: 'Długa',
  house_number: '5',
};

const variant = async (sku: string) => {
  const [row] = await ctx.database.db
    .select({ uuid: shopVariants.uuid, stock: shopVariants.stock, price: shopVariants.price })
    .from(shopVariants)
    .where(eq(shopVariants.sku, sku));
  if (!row) throw new Error(`no variant ${sku}`);
  return row;
};

const fund = (companyId: number, points: number) =>
  ctx.database.db.transaction((tx) =>
    ctx.app.services.points.credit(tx, { companyId, points, event: 'welcome' }),
  );

const balanceOf = async (companyId: number) => {
  const [row] = await ctx.database.db
    .select({ balance: companies.pointsBalance })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.balance ?? -1;
};

const brandOrder = async (lines: [string, number][], extra: Record<string, unknown> = {}) => ({
  idempotency_key: randomUUID(),
  type: 'brand',
  delivery_type: 1,
  order: await Promise.all(
    lines.map(async ([sku, quantity]) => ({ uuid: (await variant(sku)).uuid, quantity })),
  ),
  customer: ADDRESS,
  ...extra,
});

const post = (who: UserRow, body: unknown) => api.as(who).post('/api/v1/orders', { body });

beforeAll(async () => {
  const company = await createCompany(ctx.app);
  owner = await createOwner(ctx.app, company);
  installer = await createInstaller(ctx.app, company);
  otherOwner = await createOwner(ctx.app);
  czOwner = await createOwner(ctx.app, await createCompany(ctx.app, { regionId: regionByCode('CZ')?.id }));
  await fund(company.id, 20_000);
  await fund(otherOwner.companyId, 5_000);
  await fund(czOwner.companyId, 5_000);
});

describe('POST /api/v1/orders', () => {
  it('needs a signed-in owner', async () => {
    const body = await brandOrder([['BR-DRILL-18V-STD', 1]]);
    expect((await api.anonymous.post('/api/v1/orders', { body })).status).toBe(401);
    const res = await post(installer, body);
    expect(res.status).toBe(403);
  });

  it('places a cart order: re-priced, stock and points taken, ledger, number, e-mail and notice', async () => {
    const before = await balanceOf(owner.companyId);
    const jacket = await variant('BR-JACKET-M');
    const level = await variant('BR-LEVEL-120-STD');
    const body = await brandOrder([
      ['BR-JACKET-M', 2],
      ['BR-LEVEL-120-STD', 1],
    ]);
    const res = await post(owner, body);
    expect(res.status).toBe(201);
    const order = OrderSchema.parse(res.body);
    expect(order.number).toMatch(/^IC-\d{4}-\d{6}$/);
    expect(order.status).toBe(1);
    expect(order.points).toBe(2 * jacket.price + level.price);
    expect(order.meta).toEqual({ type: 'brand', delivery_type: 1, response: null });
    expect(order.items.map((i) => [i.name, i.quantity, i.price]).sort()).toEqual(
      [
        ['Kurtka robocza softshell – M', 2, jacket.price],
        ['Poziomica 120 cm', 1, level.price],
      ].sort(),
    );
    expect(order.items[0]?.image).toMatch(/^\/api\/v1\/shop\/images\//);
    expect(order.customer).toMatchObject({ city: 'Kraków', phone_region: 'PL' });
    expect(await balanceOf(owner.companyId)).toBe(before - order.points);
    expect((await variant('BR-JACKET-M')).stock).toBe(jacket.stock - 2);
    expect((await variant('BR-LEVEL-120-STD')).stock).toBe(level.stock - 1);
    const ledger = await ctx.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.referenceType, 'order'), eq(pointsLedger.referenceId, order.uuid)));
    expect(ledger.map((e) => [e.variation, e.points, e.event])).toEqual([
      ['negative', -order.points, 'order'],
    ]);
    const mail = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, owner.email?.toLowerCase() ?? ''));
    expect(mail.map((m) => m.subject)).toContain(`Zamówienie ${order.number} złożone`);
    const notices = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.ticketUuid, order.uuid));
    // the owner only, not the installer
    expect(notices.map((n) => [n.userId, n.event])).toEqual([[owner.id, 'order_placed']]);
  });

  it('answers a repeated key with the first answer once, and refuses the key with another body', async () => {
    const before = await balanceOf(owner.companyId);
    const body = await brandOrder([['BR-KNIFE-SET-STD', 3]]);
    const first = await post(owner, body);
    expect(first.status).toBe(201);
    const again = await post(owner, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(owner.companyId)).toBe(before - first.body.points);
    const other = await post(owner, { ...body, order: [{ ...body.order[0], quantity: 4 }] });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_key_reused');
    expect(Object.keys(other.body.errors)).toEqual(['idempotency_key']);
    // the same key belongs to each company on its own
    expect((await post(otherOwner, body)).status).toBe(201);
  });

  it('refuses what cannot be ordered with 409 and its code, taking nothing', async () => {
    const before = await balanceOf(owner.companyId);
    const tape = await brandOrder([
      ['BR-TAPE-8M-STD', 1],
      ['BR-DRILL-18V-STD', 1],
    ]);
    expect((await post(owner, tape)).body).toMatchObject({ code: 'out_of_stock' });
    const drill = await variant('BR-DRILL-18V-STD');
    const knife = await variant('BR-KNIFE-SET-STD');
    const tooMany = await brandOrder([['BR-KNIFE-SET-STD', knife.stock + 1]]);
    const res = await post(owner, tooMany);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('out_of_stock');
    const inactive = await post(owner, await brandOrder([['BR-CLEAN-KIT-STD', 2]]));
    expect([inactive.status, inactive.body.code]).toEqual([409, 'product_not_orderable']);
    const wrongType = await post(owner, await brandOrder([['CP-FOAM-STD', 1]]));
    expect(wrongType.body.code).toBe('product_not_orderable');
    const unknown = await post(owner, {
      ...(await brandOrder([])),
      order: [{ uuid: randomUUID(), quantity: 1 }],
    });
    expect(unknown.body.code).toBe('product_not_orderable');
    const hidden = await post(czOwner, {
      ...(await brandOrder([['BR-HELMET-STD', 1]])),
      customer: { ...ADDRESS, region: 'CZ', phone_region: 'CZ', phone_number: '601123456' },
    });
    expect(hidden.body.code).toBe('product_not_orderable');
    // PL: 128 points at least for brand goods
    const small = await post(owner, await brandOrder([['BR-MUG-STD', 1]]));
    expect([small.status, small.body.code]).toEqual([409, 'minimum_order_value']);
    expect(await balanceOf(owner.companyId)).toBe(before);
    expect((await variant('BR-DRILL-18V-STD')).stock).toBe(drill.stock);
  });

  it('refuses an order the points do not cover', async () => {
    const poor = await createOwner(ctx.app);
    await fund(poor.companyId, 100);
    const res = await post(poor, await brandOrder([['BR-BACKPACK-STD', 1]]));
    expect([res.status, res.body.code]).toEqual([409, 'not_enough_points']);
    expect(await balanceOf(poor.companyId)).toBe(100);
  });

  it('checks delivery, address and phone with field paths', async () => {
    const base = await brandOrder([['BR-DRILL-18V-STD', 1]]);
    const missing = await post(owner, { ...base, delivery_type: 2, customer: { phone_region: 'PL' } });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(
      [
        'customer.city',
        'customer.company_name',
        'customer.country',
        'customer.house_number',
        'customer.phone',
        'customer.postal_code',
        'customer.region',
        'customer.street',
      ].sort(),
    );
    const badPhone = await post(owner, { ...base, customer: { ...ADDRESS, phone_number: '123' } });
    expect(Object.keys(badPhone.body.errors)).toEqual(['customer.phone_number']);
    const mismatch = await post(owner, {
      ...base,
      customer: { ...ADDRESS, phone_region: 'CZ', phone_number: '601123456' },
    });
    expect(Object.keys(mismatch.body.errors)).toEqual(['customer.phone_region']);
    const bypass = await post(owner, {
      ...base,
      customer: { ...ADDRESS, phone_region: 'CZ', phone_number: '999999999912' },
    });
    expect(bypass.status).toBe(201);
    const digital = await post(owner, { ...base, delivery_type: 0 });
    expect(Object.keys(digital.body.errors)).toEqual(['delivery_type']);
    const schema = await post(owner, { ...base, order: [], type: 'bike', customer: { city: 7 } });
    expect(schema.status).toBe(422);
    expect(Object.keys(schema.body.errors).sort()).toEqual(['customer.city', 'order', 'type']);
  });

  it('issues a voucher for a digital product, delivered digitally whatever was asked', async () => {
    const fuel = await variant('EG-FUEL-200');
    const res = await post(owner, {
      idempotency_key: randomUUID(),
      type: 'egit',
      delivery_type: 2,
      order: [{ uuid: fuel.uuid, quantity: 1 }],
    });
    expect(res.status).toBe(201);
    const order = OrderSchema.parse(res.body);
    expect(order.meta.delivery_type).toBe(0);
    expect(order.meta.response?.number).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
    expect(order.meta.response?.password).toMatch(/^[A-Z0-9]{8}$/);
    const year = Date.parse(order.meta.response?.expiresAt ?? '') - Date.now();
    expect(year).toBeGreaterThan(360 * 24 * 3600 * 1000);
    const detail = await api.as(owner).get(`/api/v1/orders/${order.uuid}`);
    expect(detail.body.meta.response).toEqual(order.meta.response);
    const two = await post(owner, {
      idempotency_key: randomUUID(),
      type: 'egit',
      delivery_type: 0,
      order: [
        { uuid: fuel.uuid, quantity: 1 },
        { uuid: (await variant('EG-FUEL-100')).uuid, quantity: 1 },
      ],
    });
    expect(Object.keys(two.body.errors)).toEqual(['order']);
  });

  it('stores the marketing data of a print product, which it needs', async () => {
    const cards = await variant('MS-BC-H-STD');
    const body = {
      idempotency_key: randomUUID(),
      type: 'brand-ms',
      delivery_type: 1,
      order: [{ uuid: cards.uuid, quantity: 1 }],
      customer: ADDRESS,
    };
    const without = await post(owner, body);
    expect(Object.keys(without.body.errors)).toEqual(['data']);
    const data = { name: 'Anna', surname: 'Wiśniewska', phone: '512345678', companyName: 'Dach-Pol' };
    const res = await post(owner, { ...body, data });
    expect(res.status).toBe(201);
    expect(res.body.items[0].inputData).toEqual(data);
    expect(res.body.proof).toBeNull();
  });
});

describe('GET /api/v1/orders and /api/v1/orders/:id', () => {
  it('lists the company’s orders newest first in one query whatever the page size', async () => {
    const res = await api.as(owner).get('/api/v1/orders');
    expect(res.status).toBe(200);
    const list = paged(OrderSummarySchema).parse(res.body);
    expect(list.data.length).toBeGreaterThanOrEqual(3);
    expect(list.meta.per_page).toBe(100);
    const times = list.data.map((o) => o.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list.data[0]?.items_count).toBeGreaterThan(0);
    const queries = async (limit: number) =>
      (
        await countQueries(ctx.database, async () => {
          const page = await api.as(owner).get(`/api/v1/orders?limit=${limit}`);
          expect(page.body.data.length).toBe(limit);
        })
      ).queries;
    expect(await queries(3)).toBe(await queries(1));
    expect((await api.as(installer).get('/api/v1/orders')).status).toBe(403);
    expect((await api.anonymous.get('/api/v1/orders')).status).toBe(401);
    const other = await api.as(otherOwner).get('/api/v1/orders');
    expect(other.body.data.map((o: { uuid: string }) => o.uuid)).not.toContain(list.data[0]?.uuid);
  });

  it('answers the company’s own order; another company’s is 404', async () => {
    const list = await api.as(owner).get('/api/v1/orders?limit=1');
    const uuid = list.body.data[0].uuid as string;
    expect((await api.as(owner).get(`/api/v1/orders/${uuid}`)).status).toBe(200);
    expect((await api.as(otherOwner).get(`/api/v1/orders/${uuid}`)).status).toBe(404);
    expect((await api.as(otherOwner).get(`/api/v1/orders/${uuid}/proof`)).status).toBe(404);
    expect((await api.as(owner).get(`/api/v1/orders/${randomUUID()}`)).status).toBe(404);
    expect((await api.as(owner).get('/api/v1/orders/nope')).status).toBe(422);
  });

  it('serves the stored print proof as a PDF download, 404 without one', async () => {
    const list = await api.as(owner).get('/api/v1/orders?limit=1');
    const uuid = list.body.data[0].uuid as string;
    expect((await api.as(owner).get(`/api/v1/orders/${uuid}/proof`)).status).toBe(404);
    const pdf = Buffer.from('%PDF-1.4\n%test proof\n');
    await ctx.app.services.orders.attachProof(uuid, pdf);
    const res = await api.as(owner).get(`/api/v1/orders/${uuid}/proof`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="IC-\d{4}-\d{6}\.pdf"$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.bytes.equals(pdf)).toBe(true);
    expect((await api.as(owner).get(`/api/v1/orders/${uuid}`)).body.proof).toBe(
      `/api/v1/orders/${uuid}/proof`,
    );
  });
});

describe('changeOrderStatus', () => {
  const change = (uuid: string, to: 1 | 2 | 3 | 4 | 5, reason: string | null = null) =>
    ctx.app.services.orders.setOrderStatus(uuid, to, { operatorId: null }, reason);

  it('records each change; failed and then negative give the points and stock back once', async () => {
    const drill = await variant('BR-DRILL-18V-STD');
    const placed = await post(owner, await brandOrder([['BR-DRILL-18V-STD', 2]]));
    expect(placed.status).toBe(201);
    const { uuid, points } = placed.body as { uuid: string; points: number };
    const afterOrder = await balanceOf(owner.companyId);
    expect((await change(uuid, 2)).changed).toBe(true);
    const failed = await change(uuid, 5, 'Courier lost the parcel');
    expect(failed).toMatchObject({ changed: true, refundedPoints: points });
    expect(failed.order.status).toBe(5);
    expect((await change(uuid, 5)).changed).toBe(false);
    const negative = await change(uuid, 4);
    expect(negative).toMatchObject({ changed: true, refundedPoints: 0 });
    expect(await balanceOf(owner.companyId)).toBe(afterOrder + points);
    expect((await variant('BR-DRILL-18V-STD')).stock).toBe(drill.stock);
    const refunds = await ctx.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.referenceType, 'order_refund'), eq(pointsLedger.referenceId, uuid)));
    expect(refunds.map((r) => r.points)).toEqual([points]);
    const history = await ctx.database.db
      .select()
      .from(shopOrderStatusHistory)
      .innerJoin(shopOrders, eq(shopOrders.id, shopOrderStatusHistory.orderId))
      .where(eq(shopOrders.uuid, uuid))
      .orderBy(shopOrderStatusHistory.id);
    expect(
      history.map((h) => [h.shop_order_status_history.fromStatus, h.shop_order_status_history.toStatus]),
    ).toEqual([
      [null, 1],
      [1, 2],
      [2, 5],
      [5, 4],
    ]);
    expect(history[2]?.shop_order_status_history.reason).toBe('Courier lost the parcel');
    const notices = await ctx.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(notifications)
      .where(and(eq(notifications.ticketUuid, uuid), eq(notifications.event, 'order_status_changed')));
    expect(notices[0]?.n).toBe(3);
    await expect(change(uuid, 1)).rejects.toMatchObject({ status: 422 });
    await expect(change(randomUUID(), 2)).rejects.toMatchObject({ status: 404 });
  });

  it('never refunds a completed order', async () => {
    const placed = await post(owner, await brandOrder([['BR-DRILL-18V-STD', 1]]));
    const before = await balanceOf(owner.companyId);
    await change(placed.body.uuid, 3);
    await expect(change(placed.body.uuid, 5)).rejects.toMatchObject({ status: 422 });
    expect(await balanceOf(owner.companyId)).toBe(before);
  });
});
