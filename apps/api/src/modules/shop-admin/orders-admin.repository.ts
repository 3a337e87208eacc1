import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { operators } from '../../db/schema/accounts';
import { companies } from '../../db/schema/companies';
import { orderFiles } from '../../db/schema/marketing';
import { shopOrderItems, shopOrders, shopOrderStatusHistory, shopVariants } from '../../db/schema/shop';
import { pagedRows } from '../../lib/paging';

export interface OrderFilter {
  q?: string | undefined;
  status?: number | undefined;
  type?: string | undefined;
  company?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort?: 'created_at' | 'number' | 'points' | 'status' | undefined;
  order?: 'asc' | 'desc' | undefined;
}

/** `%` and `_` typed in a search box are literal characters, not patterns. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The day after a `YYYY-MM-DD` day, at midnight UTC: `to` includes its whole day. */
const dayAfter = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
const dayStart = (day: string): Date => new Date(`${day}T00:00:00Z`);

const SORT_COLUMNS = {
  created_at: shopOrders.createdAt,
  number: shopOrders.number,
  points: shopOrders.points,
  status: shopOrders.status,
} as const;

const summaryColumns = {
  id: shopOrders.id,
  uuid: shopOrders.uuid,
  number: shopOrders.number,
  createdAt: shopOrders.createdAt,
  status: shopOrders.status,
  points: shopOrders.points,
  type: shopOrders.type,
  deliveryType: shopOrders.deliveryType,
  regionId: shopOrders.regionId,
  customer: shopOrders.customer,
  companyUuid: companies.uuid,
  companyName: companies.name,
  itemsCount: sql<number>`(select coalesce(sum(${shopOrderItems.quantity}), 0)::int from ${shopOrderItems} where ${shopOrderItems.orderId} = ${shopOrders.id})`,
};

export type OrderSummaryRow = Awaited<
  ReturnType<ReturnType<typeof createOrdersAdminRepository>['list']>
>['rows'][number];

function conditionsOf(filter: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = likeLiteral(filter.q);
    const match = or(ilike(shopOrders.number, pattern), ilike(companies.name, pattern));
    if (match) conditions.push(match);
  }
  if (filter.status !== undefined) conditions.push(eq(shopOrders.status, filter.status));
  if (filter.type)
    conditions.push(eq(shopOrders.type, filter.type as (typeof shopOrders.$inferSelect)['type']));
  if (filter.company) conditions.push(eq(companies.uuid, filter.company));
  if (filter.from) conditions.push(gte(shopOrders.createdAt, dayStart(filter.from)));
  if (filter.to) conditions.push(lt(shopOrders.createdAt, dayAfter(filter.to)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The operators' reads of the orders; status changes go through the shop's order status service. */
export function createOrdersAdminRepository(db: Db) {
  return {
    async list(filter: OrderFilter, page: { limit: number; offset: number }) {
      const where = conditionsOf(filter);
      const direction = filter.order === 'desc' ? desc : asc;
      const sorted = filter.sort ? SORT_COLUMNS[filter.sort] : shopOrders.createdAt;
      const tieBreak = filter.sort ? direction(shopOrders.id) : desc(shopOrders.id);
      return pagedRows(
        db
          .select(summaryColumns)
          .from(shopOrders)
          .innerJoin(companies, eq(companies.id, shopOrders.companyId))
          .where(where)
          .orderBy(filter.sort ? direction(sorted) : desc(sorted), tieBreak)
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: count() })
          .from(shopOrders)
          .innerJoin(companies, eq(companies.id, shopOrders.companyId))
          .where(where),
      );
    },

    /** One batch of the export, oldest first, after the (created_at, id) of the batch before. */
    exportBatch(
      filter: { from: string; to: string; status?: number | undefined },
      after: { createdAt: Date; id: number } | null,
      limit: number,
    ) {
      const where = and(
        conditionsOf(filter),
        after
          ? or(
              gt(shopOrders.createdAt, after.createdAt),
              and(eq(shopOrders.createdAt, after.createdAt), gt(shopOrders.id, after.id)),
            )
          : undefined,
      );
      return db
        .select(summaryColumns)
        .from(shopOrders)
        .innerJoin(companies, eq(companies.id, shopOrders.companyId))
        .where(where)
        .orderBy(asc(shopOrders.createdAt), asc(shopOrders.id))
        .limit(limit);
    },

    async lockStatus(uuid: string): Promise<number | null> {
      const [row] = await db
        .select({ status: shopOrders.status })
        .from(shopOrders)
        .where(eq(shopOrders.uuid, uuid))
        .for('update');
      return row?.status ?? null;
    },

    async find(uuid: string) {
      const [row] = await db
        .select({
          ...summaryColumns,
          voucherResponse: shopOrders.voucherResponse,
          proofKey: shopOrders.proofKey,
        })
        .from(shopOrders)
        .innerJoin(companies, eq(companies.id, shopOrders.companyId))
        .where(eq(shopOrders.uuid, uuid))
        .limit(1);
      return row ?? null;
    },

    itemsOf: (orderIds: readonly number[]) =>
      orderIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              orderId: shopOrderItems.orderId,
              variantUuid: shopOrderItems.variantUuid,
              productUuid: shopOrderItems.productUuid,
              sku: shopVariants.sku,
              name: shopOrderItems.name,
              quantity: shopOrderItems.quantity,
              price: shopOrderItems.price,
              inputData: shopOrderItems.inputData,
            })
            .from(shopOrderItems)
            .innerJoin(shopVariants, eq(shopVariants.id, shopOrderItems.variantId))
            .where(inArray(shopOrderItems.orderId, [...orderIds]))
            .orderBy(asc(shopOrderItems.orderId), asc(shopOrderItems.id)),

    /** The logo a marketing order used (the marketing module marks the file with the order's uuid). */
    async logoOf(orderUuid: string) {
      const [row] = await db
        .select({
          path: orderFiles.path,
          name: orderFiles.name,
          mimeType: orderFiles.mimeType,
          bytes: orderFiles.bytes,
        })
        .from(orderFiles)
        .where(eq(orderFiles.orderUuid, orderUuid))
        .orderBy(desc(orderFiles.id))
        .limit(1);
      return row ?? null;
    },

    historyOf: (orderId: number) =>
      db
        .select({
          status: shopOrderStatusHistory.toStatus,
          reason: shopOrderStatusHistory.reason,
          at: shopOrderStatusHistory.createdAt,
          operator: operators.name,
        })
        .from(shopOrderStatusHistory)
        .leftJoin(operators, eq(operators.id, shopOrderStatusHistory.operatorId))
        .where(eq(shopOrderStatusHistory.orderId, orderId))
        .orderBy(asc(shopOrderStatusHistory.createdAt), asc(shopOrderStatusHistory.id)),
  };
}

export type OrdersAdminRepository = ReturnType<typeof createOrdersAdminRepository>;
