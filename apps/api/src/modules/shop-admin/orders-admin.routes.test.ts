import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminOrderListSchema,
  AdminOrderSchema,
  ORDER_EXPORT_COLUMNS,
  type OperatorRole,
} from '@club/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi, type Caller } from '../../../test/api';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import { setupTestApp, type SignedIn } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createOwner } from '../../../test/factories/users';
import { auditLog, operators } from '../../db/schema/accounts';
import { companies } from '../../db/schema/companies';
import { pointsLedger } from '../../db/schema/points';
import type { CompanyRow } from '../../db/schema/companies';
import { orderFiles } from '../../db/schema/marketing';
import { shopOrderItems, shopOrders, shopOrderStatusHistory, shopVariants } from '../../db/schema/shop';
import { users } from '../../db/schema/users';

const storage = createLocalStorage(join(tmpdir(), `club-orders-admin-${randomUUID()}`));
const ctx = setupTestApp({ storage });
const api = testApi(ctx);
const as: Partial<Record<OperatorRole, Caller>> = {};
let installer: SignedIn;
let company: CompanyRow;
let userId: number;

const caller = (role: OperatorRole): Caller => {
  const found = as[role];
  if (!found) throw new Error(`no ${role} operator`);
  return found;
};

let numberSequence = 0;
/** An order as the shop writes one (the installers' POST order is the shop module's, tested there). */
async function placeOrder(
  options: { createdAt?: Date; status?: number; customer?: Record<string, string>; proofKey?: string } = {},
) {
  numberSequence += 1;
  const { db } = ctx.database;
  const [variant] = await db.select().from(shopVariants).orderBy(asc(shopVariants.id)).limit(1);
  if (!variant) throw new Error('the seed has no variant');
  const [order] = await db
    .insert(shopOrders)
    .values({
      number: `IC-TEST-${String(numberSequence).padStart(6, '0')}`,
      companyId: company.id,
      userId,
      regionId: company.regionId,
      type: 'brand',
      deliveryType: 2,
      status: options.status ?? 1,
      points: 2 * variant.price,
      customer: options.customer ?? {
        name: 'Łukasz',
        surname: 'Żółć',
        city: 'Kraków',
        company_name: 'Dach, "Dobry"',
      },
      idempotencyKey: randomUUID(),
      requestHash: 'test',
      proofKey: options.proofKey ?? null,
      createdAt: options.createdAt ?? new Date(),
    })
    .returning();
  if (!order) throw new Error('order insert');
  await db.insert(shopOrderItems).values({
    orderId: order.id,
    variantId: variant.id,
    productId: variant.productId,
    variantUuid: variant.uuid,
    productUuid: randomUUID(),
    name: 'Kurtka zimowa',
    quantity: 2,
    price: variant.price,
  });
  await db.insert(shopOrderStatusHistory).values({ orderId: order.id, toStatus: order.status, userId });
  return order;
}

beforeAll(async () => {
  for (const role of ['admin', 'support', 'content', 'fulfilment'] as const) {
    const [row] = await ctx.database.db
      .insert(operators)
      .values({ email: `${role}.orders@installer.club.example`, name: `Orders ${role}`, role })
      .returning();
    if (!row) throw new Error('operator insert');
    as[role] = { operator: row };
  }
  installer = await ctx.signIn('piotr.zielinski@example.com');
  company = await createCompany(ctx.app, { name: 'Orders Test Dachy Sp. z o.o.' });
  const [user] = await ctx.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'piotr.zielinski@example.com'));
  if (!user) throw new Error('no seeded user');
  userId = user.id;
});

describe('orders in the back-office', () => {
  it('are for admins and the fulfilment team: others are refused', async () => {
    const order = await placeOrder();
    for (const url of ['/api/admin/orders', `/api/admin/orders/${order.uuid}`]) {
      expect((await api.as(undefined).get(url)).status).toBe(401);
      expect([401, 403]).toContain((await api.as(installer).get(url)).status);
      for (const role of ['support', 'content'] as const) {
        expect((await api.as(caller(role)).get(url)).status, `${url} ${role}`).toBe(403);
      }
      for (const role of ['admin', 'fulfilment'] as const) {
        expect((await api.as(caller(role)).get(url)).status, `${url} ${role}`).toBe(200);
      }
    }
  });

  it('lists by number, company, status and period, sorted and paged; 422 for bad filters', async () => {
    const old = await placeOrder({ createdAt: new Date('2025-03-10T10:00:00Z'), status: 3 });
    const late = await placeOrder({ createdAt: new Date('2025-03-31T23:30:00Z'), status: 1 });
    const list = async (query: string) => {
      const res = await api.as(caller('fulfilment')).get(`/api/admin/orders?${query}`);
      expect(res.status, res.text).toBe(200);
      return AdminOrderListSchema.parse(res.body);
    };
    const march = await list('from=2025-03-01&to=2025-03-31&sort=created_at&order=asc');
    expect(march.data.map((row) => row.number)).toEqual([old.number, late.number]);
    expect(march.data[0]).toMatchObject({ company: { uuid: company.uuid }, region: 'PL', items_count: 2 });
    expect((await list('from=2025-03-01&to=2025-03-31&status=3')).data.map((row) => row.uuid)).toEqual([
      old.uuid,
    ]);
    expect((await list(`q=${late.number}`)).data.map((row) => row.uuid)).toEqual([late.uuid]);
    expect((await list('q=Orders%20Test%20Dachy&limit=1')).meta.total).toBeGreaterThanOrEqual(2);
    expect((await list(`company=${company.uuid}&limit=1&page=2`)).data).toHaveLength(1);

    const bad = await api
      .as(caller('fulfilment'))
      .get('/api/admin/orders?status=9&from=yesterday&sort=company');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['from', 'sort', 'status']);
  });

  it('shows an order with its items, customer, history, and its proof and logo files', async () => {
    await storage.put('order-proofs/test-proof.pdf', Buffer.from('%PDF-1.4 test'), 'application/pdf');
    const order = await placeOrder({ proofKey: 'order-proofs/test-proof.pdf' });
    await storage.put('order-files/test/logo.png', Buffer.from('png bytes'), 'image/png');
    await ctx.database.db.insert(orderFiles).values({
      companyId: company.id,
      path: 'order-files/test/logo.png',
      name: 'logo.png',
      mimeType: 'image/png',
      bytes: 9,
      orderUuid: order.uuid,
    });
    const res = await api.as(caller('fulfilment')).get(`/api/admin/orders/${order.uuid}`);
    expect(res.status, res.text).toBe(200);
    const detail = AdminOrderSchema.parse(res.body);
    expect(detail).toMatchObject({
      number: order.number,
      has_proof: true,
      logo: { name: 'logo.png', mime_type: 'image/png', size: 9 },
      customer: { name: 'Łukasz' },
      items: [expect.objectContaining({ name: 'Kurtka zimowa', quantity: 2 })],
      history: [expect.objectContaining({ status: 1, operator: null })],
    });
    const proof = await api.as(caller('fulfilment')).get(`/api/admin/orders/${order.uuid}/proof`);
    expect(proof.status).toBe(200);
    expect(proof.headers['content-type']).toBe('application/pdf');
    expect(proof.headers['content-disposition']).toContain(`proof-${order.number}.pdf`);
    const logo = await api.as(caller('fulfilment')).get(`/api/admin/orders/${order.uuid}/logo`);
    expect(logo.status).toBe(200);
    expect(logo.headers['content-security-policy']).toContain('sandbox');

    const plain = await placeOrder();
    expect((await api.as(caller('fulfilment')).get(`/api/admin/orders/${plain.uuid}/proof`)).status).toBe(
      404,
    );
    expect((await api.as(caller('fulfilment')).get(`/api/admin/orders/${plain.uuid}/logo`)).status).toBe(404);
    expect((await api.as(caller('fulfilment')).get(`/api/admin/orders/${randomUUID()}`)).status).toBe(404);
  });

  it('exports a period as CSV: a BOM, the columns, Polish letters, quotes and no formulas', async () => {
    const inside = await placeOrder({
      createdAt: new Date('2024-06-15T12:00:00Z'),
      customer: { name: '=HYPERLINK("x")', surname: 'Gęś', company_name: 'Dach, "Dobry"' },
    });
    await placeOrder({ createdAt: new Date('2024-07-01T00:00:01Z') });
    const res = await api
      .as(caller('fulfilment'))
      .get('/api/admin/orders/export?from=2024-06-01&to=2024-06-30');
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('orders-2024-06-01-2024-06-30.csv');
    const text = res.text;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(ORDER_EXPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(inside.number);
    expect(lines[1]).toContain('Orders Test Dachy Sp. z o.o.');
    expect(lines[1]).toContain('Gęś');
    expect(lines[1]).toContain('""Dobry""');
    expect(lines[1]).toContain(',PL,brand,');
    expect(lines[1]).not.toMatch(/,=HYPERLINK/);

    const reversed = await api
      .as(caller('fulfilment'))
      .get('/api/admin/orders/export?from=2024-06-30&to=2024-06-01');
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors.to).toEqual(['The last day comes before the first.']);
    const missing = await api.as(caller('fulfilment')).get('/api/admin/orders/export');
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['from', 'to']);
    expect(
      (await api.as(caller('content')).get('/api/admin/orders/export?from=2024-06-01&to=2024-06-30')).status,
    ).toBe(403);
  });

  it('streams a long export in batches without losing or repeating an order', async () => {
    const day = new Date('2023-02-01T08:00:00Z');
    const { db } = ctx.database;
    const [variant] = await db.select().from(shopVariants).orderBy(asc(shopVariants.id)).limit(1);
    if (!variant) throw new Error('no variant');
    // 1,201 orders, many at the same instant: the batches page by (created_at, id)
    const rows = Array.from({ length: 1201 }, (_, index) => ({
      number: `IC-BULK-${String(index).padStart(6, '0')}`,
      companyId: company.id,
      userId,
      regionId: company.regionId,
      type: 'brand' as const,
      deliveryType: 2,
      points: 1,
      idempotencyKey: randomUUID(),
      requestHash: 'bulk',
      createdAt: new Date(day.getTime() + Math.floor(index / 100) * 1000),
    }));
    await db.insert(shopOrders).values(rows);
    const res = await api.as(caller('admin')).get('/api/admin/orders/export?from=2023-02-01&to=2023-02-01');
    expect(res.status).toBe(200);
    const numbers = res.text
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(numbers).toHaveLength(1201);
    expect(new Set(numbers).size).toBe(1201);
  });

  it('changes a status with a reason through the order service: failed returns the points and the stock once', async () => {
    const { db } = ctx.database;
    const buyer = await createCompany(ctx.app, { name: 'Refund Test Sp. z o.o.' });
    const owner = await createOwner(ctx.app, buyer);
    await db.transaction((tx) =>
      ctx.app.services.points.credit(tx, { companyId: buyer.id, points: 5_000, event: 'welcome' }),
    );
    const balance = async () =>
      (await db.select({ b: companies.pointsBalance }).from(companies).where(eq(companies.id, buyer.id)))[0]
        ?.b;
    const [variant] = await db.select().from(shopVariants).where(eq(shopVariants.sku, 'BR-DRILL-18V-STD'));
    if (!variant) throw new Error('no seeded drill');
    const placed = await api.as(owner).post('/api/v1/orders', {
      body: {
        idempotency_key: randomUUID(),
        type: 'brand',
        delivery_type: 1,
        order: [{ uuid: variant.uuid, quantity: 1 }],
        customer: {
          name: 'Anna',
          surname: 'Wiśniewska',
          phone_region: 'PL',
          phone_number: '512345678',
          region: 'PL',
          country: 'Polska',
          city: 'Kraków',
          postal_code: '30-001',
          street: 'Długa',
          house_number: '5',
        },
      },
    });
    expect(placed.status, placed.text).toBe(201);
    const orderUuid = placed.body.uuid as string;
    const afterOrder = await balance();
    expect(afterOrder).toBe(5_000 - placed.body.points);
    const stockAfterOrder = (await db.select().from(shopVariants).where(eq(shopVariants.id, variant.id)))[0]
      ?.stock;

    const url = `/api/admin/orders/${orderUuid}/status`;
    const noReason = await api.as(caller('fulfilment')).post(url, { body: { status: 5, reason: ' ' } });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toEqual(['Give the reason for the change (3 to 500 characters).']);
    expect(
      (await api.as(caller('content')).post(url, { body: { status: 5, reason: 'Courier lost it' } })).status,
    ).toBe(403);
    expect(
      (
        await api
          .as(caller('fulfilment'))
          .post(`/api/admin/orders/${randomUUID()}/status`, { body: { status: 5, reason: 'Lost' } })
      ).status,
    ).toBe(404);

    const failed = await api
      .as(caller('fulfilment'))
      .post(url, { body: { status: 5, reason: 'Courier lost it' } });
    expect(failed.status, failed.text).toBe(200);
    expect(AdminOrderSchema.parse(failed.body)).toMatchObject({ status: 5 });
    expect(failed.body.history.at(-1)).toMatchObject({
      status: 5,
      reason: 'Courier lost it',
      operator: 'Orders fulfilment',
    });
    expect(await balance()).toBe(5_000);
    const stockAfterRefund = (await db.select().from(shopVariants).where(eq(shopVariants.id, variant.id)))[0]
      ?.stock;
    expect(stockAfterRefund).toBe((stockAfterOrder ?? 0) + 1);

    // the same move sent again, several at once: it changes nothing and refunds nothing more
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.as(caller('fulfilment')).post(url, { body: { status: 5, reason: 'Courier lost it' } }),
      ),
    );
    expect(repeats.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await balance()).toBe(5_000);

    // failed → negative: no second refund
    const negative = await api
      .as(caller('admin'))
      .post(url, { body: { status: 4, reason: 'Cancelled for good' } });
    expect(negative.status, negative.text).toBe(200);
    expect(await balance()).toBe(5_000);
    const refunds = await db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.companyId, buyer.id), eq(pointsLedger.referenceType, 'order_refund')));
    expect(refunds).toHaveLength(1);
    expect((await db.select().from(shopVariants).where(eq(shopVariants.id, variant.id)))[0]?.stock).toBe(
      stockAfterRefund,
    );

    // negative is final
    const back = await api.as(caller('admin')).post(url, { body: { status: 1, reason: 'Try again' } });
    expect(back.status).toBe(422);
    expect(back.body.errors.status).toBeDefined();

    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'shop.order.status'), eq(auditLog.targetId, orderUuid)))
      .orderBy(desc(auditLog.createdAt));
    // one row per change that changed something; the repeats wrote none
    expect(audit).toHaveLength(2);
    expect(audit.map((row) => [row.before, row.after, row.data])).toEqual(
      expect.arrayContaining([
        [{ status: 1 }, { status: 5 }, { reason: 'Courier lost it' }],
        [{ status: 5 }, { status: 4 }, { reason: 'Cancelled for good' }],
      ]),
    );
  });
});
