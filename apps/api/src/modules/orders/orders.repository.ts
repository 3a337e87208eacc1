import type { MarketingData, OrderCustomer, ProductType, VoucherResponse } from '@club/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { regionConfigs } from '../../db/schema/config';
import {
  shopOrderItems,
  shopOrderStatusHistory,
  shopOrders,
  shopProductImages,
  shopProductRegions,
  shopProductTranslations,
  shopProducts,
  shopVariants,
  type ShopOrderRow,
} from '../../db/schema/shop';
import { users } from '../../db/schema/users';

export interface LockedVariant {
  id: number;
  uuid: string;
  sku: string;
  title: string;
  price: number;
  stock: number;
  productId: number;
  productUuid: string;
  productName: string;
  type: ProductType;
  isActive: boolean;
  /** null: the region does not sell the product at all. */
  isVisible: boolean | null;
  settings: { bundle: string | null; subtype: string | null };
  thumbnailKey: string | null;
}

export interface NewOrderItem {
  orderId: number;
  variantId: number;
  productId: number;
  variantUuid: string;
  productUuid: string;
  name: string;
  quantity: number;
  price: number;
  image: string | null;
  inputData: MarketingData | null;
}

/** An order item as the order's answer reads it. */
const itemColumns = {
  variantUuid: shopOrderItems.variantUuid,
  productUuid: shopOrderItems.productUuid,
  name: shopOrderItems.name,
  quantity: shopOrderItems.quantity,
  price: shopOrderItems.price,
  image: shopOrderItems.image,
  inputData: shopOrderItems.inputData,
};

/** Orders, their items and status history (docs/decisions/022); every read is scoped by company. */
export function createOrdersRepository(db: Db) {
  return {
    /** The caller, their company's region and the region's minimum cart value, in one statement. */
    async findBuyer(userUuid: string, companyId: number) {
      const [row] = await db
        .select({
          userId: users.id,
          email: users.email,
          languageId: users.languageId,
          regionId: companies.regionId,
          minCartValue: regionConfigs.minCartValue,
        })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .leftJoin(regionConfigs, eq(regionConfigs.regionId, companies.regionId))
        .where(and(eq(users.uuid, userUuid), eq(users.companyId, companyId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Inserts the order's row first (docs/decisions/022): the unique (company, key) index makes a
     * concurrent request with the same key wait here until this transaction ends, then find the row.
     * Null when the key is taken. The number comes from the sequence: IC-{year}-{000123}.
     */
    async claim(values: {
      companyId: number;
      userId: number;
      regionId: number;
      type: ProductType;
      deliveryType: number;
      customer: OrderCustomer;
      idempotencyKey: string;
      requestHash: string;
      now: Date;
    }): Promise<ShopOrderRow | null> {
      const [row] = await db
        .insert(shopOrders)
        .values({
          ...values,
          number: sql`'IC-' || extract(year from ${values.now.toISOString()}::timestamptz at time zone 'UTC')::int || '-' || lpad(nextval('shop_order_number_seq')::text, 6, '0')`,
          createdAt: values.now,
          updatedAt: values.now,
        })
        .onConflictDoNothing({ target: [shopOrders.companyId, shopOrders.idempotencyKey] })
        .returning();
      return row ?? null;
    },

    /** The order a key already made, with the hash of the body that made it and its first answer. */
    async findByKey(companyId: number, idempotencyKey: string) {
      const [row] = await db
        .select({ requestHash: shopOrders.requestHash, firstAnswer: shopOrders.firstAnswer })
        .from(shopOrders)
        .where(and(eq(shopOrders.companyId, companyId), eq(shopOrders.idempotencyKey, idempotencyKey)))
        .limit(1);
      return row ?? null;
    },

    /**
     * ARCHITECTURE §5: the ordered variants, locked in uuid order (every order locks in the same order,
     * so two orders sharing variants cannot deadlock), with their product and the region's visibility.
     */
    async lockVariants(uuids: string[], regionId: number, languageId: number): Promise<LockedVariant[]> {
      // Orders of one variant first queue for a transaction lock on its key, in uuid order (decision
      // 032): PostgreSQL grants those in arrival order, where waiters for the row itself race each other
      // again each time an order commits a new version of it (its stock), and some lost for seconds.
      // The row locks below are still what guards the stock.
      await db.execute(sql`select count(pg_advisory_xact_lock(k)) from (
          select hashtextextended('shop-variant:' || u, 0) as k
          from unnest(${`{${uuids.join(',')}}`}::text[]) as u order by u offset 0) as queue`);
      const rows = await db
        .select({
          id: shopVariants.id,
          uuid: shopVariants.uuid,
          sku: shopVariants.sku,
          title: shopVariants.title,
          price: shopVariants.price,
          stock: shopVariants.stock,
          productId: shopProducts.id,
          productUuid: shopProducts.uuid,
          productName: sql<string>`coalesce(${shopProductTranslations.name}, ${shopProducts.name})`,
          type: shopProducts.type,
          isActive: shopProducts.isActive,
          isVisible: shopProductRegions.isVisible,
          settings: shopProducts.settings,
          thumbnailKey: sql<
            string | null
          >`(select i.thumbnail_key from ${shopProductImages} i where i.product_id = ${shopProducts.id} order by i.position limit 1)`,
        })
        .from(shopVariants)
        .innerJoin(shopProducts, eq(shopProducts.id, shopVariants.productId))
        .leftJoin(
          shopProductRegions,
          and(eq(shopProductRegions.productId, shopProducts.id), eq(shopProductRegions.regionId, regionId)),
        )
        .leftJoin(
          shopProductTranslations,
          and(
            eq(shopProductTranslations.productId, shopProducts.id),
            eq(shopProductTranslations.languageId, languageId),
          ),
        )
        .where(
          sql`${shopVariants.uuid} in (${sql.join(
            uuids.map((uuid) => sql`${uuid}::uuid`),
            sql`, `,
          )})`,
        )
        .orderBy(asc(shopVariants.uuid))
        .for('update', { of: shopVariants });
      return rows;
    },

    /**
     * What the variants cost now and what the company has, read without locks in one statement: an
     * order the balance clearly cannot pay is refused before it queues for any lock (the locked checks
     * decide; this only sheds load).
     */
    async peek(companyId: number, lines: Map<string, number>): Promise<{ balance: number; total: number }> {
      const values = sql.join(
        [...lines].map(([uuid, quantity]) => sql`(${uuid}::uuid, ${quantity}::int)`),
        sql`, `,
      );
      const result = (await db.execute(sql`
        select (select ${companies.pointsBalance} from ${companies} where ${companies.id} = ${companyId}) as balance,
          (select coalesce(sum(v.price * q.quantity), 0) from ${shopVariants} v
            join (values ${values}) as q(uuid, quantity) on q.uuid = v.uuid) as total`)) as unknown as {
        rows: { balance: number | string | null; total: number | string | null }[];
      };
      const row = result.rows[0];
      return { balance: Number(row?.balance ?? 0), total: Number(row?.total ?? 0) };
    },

    /**
     * Takes the pieces in one conditional statement (CHECK stock >= 0 backs it up): the variants whose
     * stock covered the quantity. Fewer rows than asked means one ran out.
     */
    async takeStock(lines: { variantId: number; quantity: number }[]): Promise<number> {
      const values = sql.join(
        lines.map((line) => sql`(${line.variantId}::int, ${line.quantity}::int)`),
        sql`, `,
      );
      const result = (await db.execute(sql`
        update ${shopVariants} v set stock = v.stock - q.quantity, updated_at = now()
        from (values ${values}) as q(variant_id, quantity)
        where v.id = q.variant_id and v.stock >= q.quantity
        returning v.id`)) as unknown as { rows: unknown[] };
      return result.rows.length;
    },

    /**
     * Gives an order's pieces back (a refund). The variants are locked in uuid order first, as an order
     * locks them, so a refund and an order sharing variants cannot deadlock.
     */
    async returnStock(orderId: number): Promise<void> {
      await db.execute(sql`
        select v.id from ${shopVariants} v
        where v.id in (select variant_id from ${shopOrderItems} where order_id = ${orderId})
        order by v.uuid for update`);
      await db.execute(sql`
        update ${shopVariants} v set stock = v.stock + q.quantity, updated_at = now()
        from (select variant_id, sum(quantity)::int as quantity from ${shopOrderItems}
              where order_id = ${orderId} group by variant_id) as q
        where v.id = q.variant_id`);
    },

    /** Inserts the order's items and gives them back as `items` reads them (in the order of their ids). */
    async insertItems(items: NewOrderItem[]) {
      if (items.length === 0) return [];
      const rows = await db
        .insert(shopOrderItems)
        .values(items)
        .returning({ id: shopOrderItems.id, ...itemColumns });
      return rows.sort((a, b) => a.id - b.id).map(({ id: _id, ...item }) => item);
    },

    async complete(
      orderId: number,
      values: {
        points: number;
        voucherResponse: VoucherResponse | null;
        proofKey: string | null;
        firstAnswer: unknown;
      },
    ): Promise<void> {
      await db.update(shopOrders).set(values).where(eq(shopOrders.id, orderId));
    },

    async setProofKey(orderId: number, proofKey: string): Promise<void> {
      await db.update(shopOrders).set({ proofKey }).where(eq(shopOrders.id, orderId));
    },

    async setFirstAnswer(orderId: number, firstAnswer: unknown): Promise<void> {
      await db.update(shopOrders).set({ firstAnswer }).where(eq(shopOrders.id, orderId));
    },

    async addHistory(entry: {
      orderId: number;
      fromStatus: number | null;
      toStatus: number;
      operatorId: number | null;
      userId: number | null;
      reason: string | null;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(shopOrderStatusHistory).values(entry);
    },

    /** An order by uuid within the company (another company's is absent). */
    async find(companyId: number, uuid: string): Promise<ShopOrderRow | null> {
      const [row] = await db
        .select()
        .from(shopOrders)
        .where(and(eq(shopOrders.companyId, companyId), eq(shopOrders.uuid, uuid)))
        .limit(1);
      return row ?? null;
    },

    /** An order by uuid whatever its company (the back-office). */
    async findAnyByUuid(uuid: string): Promise<ShopOrderRow | null> {
      const [row] = await db.select().from(shopOrders).where(eq(shopOrders.uuid, uuid)).limit(1);
      return row ?? null;
    },

    /** An order by uuid, locked: status changes of one order wait for each other here. */
    async lockByUuid(uuid: string): Promise<ShopOrderRow | null> {
      const [row] = await db
        .select()
        .from(shopOrders)
        .where(eq(shopOrders.uuid, uuid))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async setStatus(orderId: number, status: number, refundedAt: Date | null, now: Date): Promise<void> {
      await db
        .update(shopOrders)
        .set({ status, updatedAt: now, ...(refundedAt ? { refundedAt } : {}) })
        .where(eq(shopOrders.id, orderId));
    },

    async items(orderId: number) {
      return db
        .select(itemColumns)
        .from(shopOrderItems)
        .where(eq(shopOrderItems.orderId, orderId))
        .orderBy(asc(shopOrderItems.id));
    },

    /** The owner an order's messages go to: the user who placed it. */
    async recipient(userId: number) {
      const [row] = await db
        .select({ email: users.email, languageId: users.languageId, roleId: users.roleId })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /**
     * A page of the company's orders, newest first, with the item count, the first item's picture and
     * the total (a window count) in one statement.
     */
    async list(companyId: number, page: { limit: number; offset: number }) {
      return db
        .select({
          uuid: shopOrders.uuid,
          number: shopOrders.number,
          status: shopOrders.status,
          points: shopOrders.points,
          createdAt: shopOrders.createdAt,
          type: shopOrders.type,
          itemsCount:
            sql<number>`(select coalesce(sum(i.quantity), 0) from ${shopOrderItems} i where i.order_id = ${shopOrders.id})`.mapWith(
              Number,
            ),
          image: sql<
            string | null
          >`(select i.image from ${shopOrderItems} i where i.order_id = ${shopOrders.id} order by i.id limit 1)`,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(shopOrders)
        .where(eq(shopOrders.companyId, companyId))
        .orderBy(sql`${shopOrders.createdAt} desc nulls last`, sql`${shopOrders.id} desc nulls last`)
        .limit(page.limit)
        .offset(page.offset);
    },

    async count(companyId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(shopOrders)
        .where(eq(shopOrders.companyId, companyId));
      return row?.n ?? 0;
    },

    /** Status history of an order, oldest first (for the back-office). */
    async history(orderId: number) {
      return db
        .select()
        .from(shopOrderStatusHistory)
        .where(eq(shopOrderStatusHistory.orderId, orderId))
        .orderBy(asc(shopOrderStatusHistory.createdAt), asc(shopOrderStatusHistory.id));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
