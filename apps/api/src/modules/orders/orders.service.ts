import { createHash } from 'node:crypto';
import {
  ADDRESS_REQUIRED_FIELDS,
  DELIVERY_TYPE,
  ERROR_CODES,
  FIELD_MESSAGES,
  MIN_CART_VALUE_PRODUCT_TYPE,
  NOTIFICATION_EVENTS,
  ORDER_MESSAGES,
  ORDER_STATUS,
  PHYSICAL_PRODUCT_TYPES,
  DIRECT_PRODUCT_TYPES,
  PRODUCT_TYPES,
  ROLES,
  isProductTypeIn,
  isTestPhoneBypass,
  minCartValue,
  regionById,
  regionByCode,
  type CreateOrderBody,
  type ErrorCode,
  type MarketingData,
  type Order,
  type OrderCustomer,
  type OrderStatus,
  type OrderSummary,
  type PageQuery,
  type Paged,
} from '@club/contract';
import { isValidPhoneNumber, type CountryCode as PhoneCountry } from 'libphonenumber-js';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../plugins/database-availability';
import type { Db } from '../../db/database';
import type { ShopOrderRow } from '../../db/schema/shop';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageMeta, pageWindow } from '../../lib/paging';
import type { NewNotice } from '../notifications/notifications.repository';
import type { OutboxService } from '../outbox/outbox.service';
import { NOT_ENOUGH_POINTS, type PointsService } from '../points/points.service';
import { shopImageUrl } from '../shop/shop.service';
import { orderPlacedMessage, orderStatusMessage } from './order-messages';
import { createOrdersRepository, type LockedVariant, type OrdersRepository } from './orders.repository';
import type { VoucherProvider } from './voucher-provider';

/**
 * Where the marketing module joins an order of a print product (type brand-ms), inside the order's
 * transaction: it validates `data` against the product's form (throwing a 422 with `data.<field>` paths)
 * and may render and store the print proof, returning its storage key. Without a hook the data is stored
 * as sent (the contract's schema has already checked its shape).
 */
export interface MarketingOrderHook {
  prepare(
    tx: Db,
    input: {
      companyId: number;
      orderUuid: string;
      orderNumber: string;
      product: { uuid: string; name: string; settings: { bundle: string | null; subtype: string | null } };
      variant: { uuid: string; title: string };
      data: MarketingData;
    },
  ): Promise<{ proofKey: string | null; data?: MarketingData }>;
}

export interface OrdersServiceDeps {
  db: Db;
  clock: Clock;
  points: PointsService;
  outbox: OutboxService;
  nudgeOutbox: () => void;
  notify: (tx: Db, notice: NewNotice) => Promise<number>;
  storage: FileStorage;
  vouchers: VoucherProvider;
  marketing?: MarketingOrderHook;
}

/** Who changes an order's status: an operator of the back-office, or nobody (a job, the system). */
export interface OrderStatusActor {
  operatorId: number | null;
}

/** spec 03 §4: which status an order may move to from each. 4 negative is final; 3 positive too. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  1: [2, 3, 4, 5],
  2: [3, 4, 5],
  3: [],
  4: [],
  5: [4],
};

/** Statuses that give the points and the stock back (once per order). */
export const REFUND_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.NEGATIVE, ORDER_STATUS.FAILED];

/** A stable hash of the body without its key: the same order sent again hashes the same. */
export function requestHashOf(body: CreateOrderBody): string {
  const { idempotency_key: _key, ...rest } = body;
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(rest)))
    .digest('hex');
}

const proofUrl = (uuid: string) => `/api/v1/orders/${uuid}/proof`;

type ItemRow = Awaited<ReturnType<OrdersRepository['items']>>[number];

function toOrder(row: ShopOrderRow, items: ItemRow[]): Order {
  return {
    uuid: row.uuid,
    number: row.number,
    status: row.status as OrderStatus,
    points: row.points,
    created_at: row.createdAt.toISOString(),
    meta: {
      type: row.type,
      delivery_type: row.deliveryType as Order['meta']['delivery_type'],
      response: row.voucherResponse ?? null,
    },
    customer: row.customer,
    items: items.map((item) => ({
      variantGuid: item.variantUuid,
      productGuid: item.productUuid,
      name: item.name,
      quantity: item.quantity,
      price: item.price,
      image: item.image,
      inputData: item.inputData ?? null,
    })),
    proof: row.proofKey ? proofUrl(row.uuid) : null,
  };
}

const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);

// A lock waited on past the statement timeout, a deadlock or a serialisation failure: nothing was taken
// (the transaction rolled back), so the app may send the same order (same key) again.
const RETRYABLE_SQLSTATES = new Set(['57014', '40P01', '40001', '55P03']);

function isRetryable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && RETRYABLE_SQLSTATES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * spec 03 §4, §5: delivery and contact rules. Non-physical products are delivered digitally whatever was
 * asked; physical ones need a personal or company delivery, a complete address and a phone valid for its
 * region, which must be the address's region. Returns the delivery type to store.
 */
export function checkDelivery(body: CreateOrderBody): number {
  const physical = isProductTypeIn(PHYSICAL_PRODUCT_TYPES, body.type);
  const customer: OrderCustomer = body.customer;
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
  };
  const phone = customer.phone_number ?? customer.phone;
  const phoneRegion = customer.phone_region?.toUpperCase();
  if (phone) {
    const region = phoneRegion ? regionByCode(phoneRegion) : undefined;
    if (!isTestPhoneBypass(phone)) {
      if (!region || region.code === 'ALL') add('customer.phone_region', FIELD_MESSAGES.regionRequired);
      else if (!isValidPhoneNumber(phone, region.code as PhoneCountry)) {
        add(customer.phone_number ? 'customer.phone_number' : 'customer.phone', FIELD_MESSAGES.phoneInvalid);
      }
    }
  }
  if (!physical) {
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    return DELIVERY_TYPE.DIGITAL;
  }
  if (body.delivery_type === DELIVERY_TYPE.DIGITAL) {
    add('delivery_type', ORDER_MESSAGES.deliveryNotAllowed);
  }
  for (const field of ADDRESS_REQUIRED_FIELDS) {
    if (!customer[field]) add(`customer.${field}`, FIELD_MESSAGES.required);
  }
  if (body.delivery_type === DELIVERY_TYPE.COMPANY && !customer.company_name) {
    add('customer.company_name', FIELD_MESSAGES.companyNameRequired);
  }
  if (!phone) add('customer.phone', FIELD_MESSAGES.phoneRequired);
  const addressRegion = customer.region?.toUpperCase();
  if (!addressRegion || !regionByCode(addressRegion)) add('customer.region', FIELD_MESSAGES.regionRequired);
  else if (phone && phoneRegion !== addressRegion && !isTestPhoneBypass(phone)) {
    add('customer.phone_region', ORDER_MESSAGES.phoneRegionMismatch);
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  return body.delivery_type;
}

/** The ordered lines, one per variant (a variant listed twice counts once with both quantities). */
function mergeLines(order: CreateOrderBody['order']): Map<string, number> {
  const lines = new Map<string, number>();
  for (const line of order) {
    const uuid = line.uuid.toLowerCase();
    lines.set(uuid, (lines.get(uuid) ?? 0) + line.quantity);
  }
  return lines;
}

/** spec 03 §3, §4, §7 and ARCHITECTURE §5: orders paid with points (docs/decisions/022). */
export function createOrdersService(deps: OrdersServiceDeps) {
  const repository = createOrdersRepository(deps.db);

  /**
   * Removes the print proof of an order that did not commit: no row names it. A failure to remove leaves
   * the file (the order's own error is what the caller hears).
   */
  async function removeProof(key: string): Promise<void> {
    await deps.storage.delete(key).catch(() => undefined);
  }

  /**
   * The first answer to a repeated key: the same body gets it again; another body (or a key whose order
   * is gone) is refused with 422 idempotency_key_reused.
   */
  function replayOf(first: { requestHash: string; firstAnswer: unknown } | null, requestHash: string): Order {
    if (!first || first.requestHash !== requestHash || !first.firstAnswer) {
      throw new AppError(
        422,
        ERROR_CODES.idempotencyKeyReused,
        ORDER_MESSAGES.idempotencyKeyReused,
        undefined,
        {
          idempotency_key: [ORDER_MESSAGES.idempotencyKeyReused],
        },
      );
    }
    return first.firstAnswer as Order;
  }

  /**
   * 200 orders at once from a company that can pay one: the balance and the prices read without locks
   * refuse the others early. Committed spending only lowers the balance, so this never refuses an order
   * the locked checks would accept (bar a price cut at that very moment).
   */
  async function refuseWhatCannotBePaid(
    orders: OrdersRepository,
    companyId: number,
    lines: Map<string, number>,
  ): Promise<void> {
    const { balance, total } = await orders.peek(companyId, lines);
    if (balance < total) throw conflict(ERROR_CODES.notEnoughPoints, NOT_ENOUGH_POINTS);
  }

  async function answerOf(orders: OrdersRepository, row: ShopOrderRow): Promise<Order> {
    return toOrder(row, await orders.items(row.id));
  }

  /** The owner's e-mail and notice about an order; both in the transaction that changed it. */
  async function tellOwner(
    tx: Db,
    orders: OrdersRepository,
    order: { id: number; uuid: string; companyId: number; userId: number },
    message: (languageId: number) => { subject: string; body: string; text: string },
    event: NewNotice['event'],
    params: Record<string, string | number>,
    /** The recipient when the caller has already read them (the buyer of a new order). */
    known?: { email: string | null; languageId: number },
  ): Promise<void> {
    const owner = known ?? (await orders.recipient(order.userId));
    if (!owner) return;
    const text = message(owner.languageId);
    if (owner.email) {
      await deps.outbox.enqueueMessageIn(tx, {
        channel: 'email',
        recipient: owner.email,
        subject: text.subject,
        body: text.body,
        kind: 'notification',
      });
    }
    await deps.notify(tx, {
      companyId: order.companyId,
      roleId: ROLES.companyOwner.id,
      event,
      title: text.subject,
      text: text.text,
      ticketUuid: order.uuid,
      params,
    });
  }

  /**
   * Moves an order to another status inside the caller's transaction (the back-office's route opens it
   * and writes its audit row in it). Records the history; a move to 4 negative or 5 failed gives the
   * points (ledger credit, reference order_refund) and the stock back exactly once — the order row lock
   * serialises changes and `refunded_at` records the refund, backed by a unique index on the ledger; the
   * owner gets an e-mail and a notice. Moving to the status it has changes nothing (a repeated call).
   * 404 for an unknown order; 422 on `status` for a move ORDER_TRANSITIONS does not allow.
   */
  async function changeOrderStatus(
    tx: Db,
    orderUuid: string,
    toStatus: OrderStatus,
    actor: OrderStatusActor,
    reason: string | null,
  ): Promise<{ order: Order; changed: boolean; refundedPoints: number }> {
    const orders = createOrdersRepository(tx);
    const row = await orders.lockByUuid(orderUuid);
    if (!row) throw AppError.notFound();
    const from = row.status as OrderStatus;
    if (from === toStatus) return { order: await answerOf(orders, row), changed: false, refundedPoints: 0 };
    if (!ORDER_TRANSITIONS[from].includes(toStatus)) {
      throw AppError.validation({ status: [ORDER_MESSAGES.statusNotAllowed] });
    }
    const now = deps.clock.now();
    let refundedPoints = 0;
    const refund = REFUND_STATUSES.includes(toStatus) && row.refundedAt === null;
    if (refund) {
      if (row.points > 0) {
        await deps.points.credit(tx, {
          companyId: row.companyId,
          points: row.points,
          event: 'order_refund',
          reference: { type: 'order_refund', id: row.uuid },
        });
        refundedPoints = row.points;
      }
      await orders.returnStock(row.id);
    }
    await orders.setStatus(row.id, toStatus, refund ? now : null, now);
    await orders.addHistory({
      orderId: row.id,
      fromStatus: from,
      toStatus,
      operatorId: actor.operatorId,
      userId: null,
      reason,
      createdAt: now,
    });
    await tellOwner(
      tx,
      orders,
      row,
      (languageId) =>
        orderStatusMessage(languageId, { number: row.number, status: toStatus, refundedPoints, reason }),
      NOTIFICATION_EVENTS.ORDER_STATUS_CHANGED,
      { number: row.number, status: toStatus, points: refundedPoints },
    );
    const updated: ShopOrderRow = {
      ...row,
      status: toStatus,
      updatedAt: now,
      refundedAt: refund ? now : row.refundedAt,
    };
    return { order: await answerOf(orders, updated), changed: true, refundedPoints };
  }

  return {
    changeOrderStatus,

    /** changeOrderStatus in a transaction of its own, then the outbox is woken for the e-mail. */
    async setOrderStatus(
      orderUuid: string,
      toStatus: OrderStatus,
      actor: OrderStatusActor,
      reason: string | null,
    ) {
      const result = await deps.db.transaction((tx) =>
        changeOrderStatus(tx, orderUuid, toStatus, actor, reason),
      );
      if (result.changed) deps.nudgeOutbox();
      return result;
    },

    /**
     * POST /v1/orders (docs/decisions/022). One transaction: the order row is claimed first under the
     * company's idempotency key; the variants are locked in uuid order and re-priced from the database;
     * type, activity, visibility, the minimum cart value, the stock and the points are checked and taken;
     * the items, the voucher code or the marketing data, the history, the e-mail and the notice are
     * written. A repeat of the key with the same body answers the first answer with 200.
     */
    async create(
      principal: { userUuid: string; companyId: number },
      body: CreateOrderBody,
    ): Promise<{ status: 200 | 201; order: Order }> {
      const deliveryType = checkDelivery(body);
      const lines = mergeLines(body.order);
      if (isProductTypeIn(DIRECT_PRODUCT_TYPES, body.type) && lines.size > 1) {
        throw AppError.validation({ order: [ORDER_MESSAGES.oneDirectProduct] });
      }
      if (body.type === PRODUCT_TYPES.BRAND_MS && !body.data) {
        throw AppError.validation({ data: [FIELD_MESSAGES.required] });
      }
      const requestHash = requestHashOf(body);
      // A repeat answers before anything else; then an order the balance clearly cannot pay is refused
      // without a transaction. Both are reads without locks: the transaction below decides.
      const seen = await repository.findByKey(principal.companyId, body.idempotency_key);
      if (seen) return { status: 200 as const, order: replayOf(seen, requestHash) };
      await refuseWhatCannotBePaid(repository, principal.companyId, lines);
      // the print proof is stored while the order is written; an order that does not commit removes it
      let storedProof: string | null = null;
      const result = await deps.db
        .transaction(async (tx) => {
          const orders = createOrdersRepository(tx);
          const buyer = await orders.findBuyer(principal.userUuid, principal.companyId);
          if (!buyer) throw AppError.unauthorized();
          const now = deps.clock.now();
          const claimed = await orders.claim({
            companyId: principal.companyId,
            userId: buyer.userId,
            regionId: buyer.regionId,
            type: body.type as ShopOrderRow['type'],
            deliveryType,
            customer: body.customer,
            idempotencyKey: body.idempotency_key,
            requestHash,
            now,
          });
          if (!claimed) {
            const first = await orders.findByKey(principal.companyId, body.idempotency_key);
            return { status: 200 as const, order: replayOf(first, requestHash), placed: false };
          }

          // Once more with the key claimed: orders that arrived together and passed the first look leave
          // here once the first of them has committed, rather than queueing for the variants' locks.
          await refuseWhatCannotBePaid(orders, principal.companyId, lines);
          const uuids = [...lines.keys()].sort();
          const variants = await orders.lockVariants(uuids, buyer.regionId, buyer.languageId);
          const orderable = (variant: LockedVariant | undefined) =>
            variant !== undefined &&
            variant.type === body.type &&
            variant.isActive &&
            variant.isVisible === true;
          const byUuid = new Map(variants.map((variant) => [variant.uuid, variant]));
          if (!uuids.every((uuid) => orderable(byUuid.get(uuid)))) {
            throw conflict(ERROR_CODES.productNotOrderable, ORDER_MESSAGES.productNotOrderable);
          }
          const priced = uuids.map((uuid) => {
            const variant = byUuid.get(uuid) as LockedVariant;
            return { variant, quantity: lines.get(uuid) ?? 0 };
          });
          const total = priced.reduce((sum, line) => sum + line.variant.price * line.quantity, 0);
          const regionCode = regionById(buyer.regionId)?.code ?? '';
          const minimum =
            body.type === MIN_CART_VALUE_PRODUCT_TYPE
              ? (buyer.minCartValue ?? minCartValue(regionCode, body.type))
              : 0;
          if (total < minimum)
            throw conflict(ERROR_CODES.minimumOrderValue, ORDER_MESSAGES.minimumOrderValue);
          const taken = await orders.takeStock(
            priced.map((line) => ({ variantId: line.variant.id, quantity: line.quantity })),
          );
          if (taken !== priced.length) throw conflict(ERROR_CODES.outOfStock, ORDER_MESSAGES.outOfStock);
          if (total > 0) {
            await deps.points.debit(tx, {
              companyId: principal.companyId,
              points: total,
              event: 'order',
              reference: { type: 'order', id: claimed.uuid },
            });
          }

          let voucherResponse = null;
          if (body.type === PRODUCT_TYPES.EGIT) {
            const line = priced[0];
            if (line) {
              voucherResponse = await deps.vouchers.issue({
                orderUuid: claimed.uuid,
                orderNumber: claimed.number,
                idempotencyKey: `${principal.companyId}:${body.idempotency_key}`,
                sku: line.variant.sku,
                quantity: line.quantity,
                points: total,
                email: body.customer.email ?? buyer.email,
              });
            }
          }
          let proofKey: string | null = null;
          let data = body.type === PRODUCT_TYPES.BRAND_MS ? (body.data ?? null) : null;
          // a print product is checked against its form even when no data came (every field missing)
          if (body.type === PRODUCT_TYPES.BRAND_MS && deps.marketing) {
            const line = priced[0];
            if (line) {
              const prepared = await deps.marketing.prepare(tx, {
                companyId: principal.companyId,
                orderUuid: claimed.uuid,
                orderNumber: claimed.number,
                product: {
                  uuid: line.variant.productUuid,
                  name: line.variant.productName,
                  settings: line.variant.settings,
                },
                variant: { uuid: line.variant.uuid, title: line.variant.title },
                data: data ?? {},
              });
              proofKey = prepared.proofKey;
              storedProof = proofKey;
              // the fields the form prints, as checked
              if (prepared.data) data = prepared.data;
            }
          }
          const items = await orders.insertItems(
            priced.map((line) => ({
              orderId: claimed.id,
              variantId: line.variant.id,
              productId: line.variant.productId,
              variantUuid: line.variant.uuid,
              productUuid: line.variant.productUuid,
              name:
                line.variant.title && line.variant.title !== 'Standard'
                  ? `${line.variant.productName} – ${line.variant.title}`
                  : line.variant.productName,
              quantity: line.quantity,
              price: line.variant.price,
              image: line.variant.thumbnailKey ? shopImageUrl(line.variant.thumbnailKey) : null,
              inputData: data,
            })),
          );
          await orders.addHistory({
            orderId: claimed.id,
            fromStatus: null,
            toStatus: ORDER_STATUS.PENDING,
            operatorId: null,
            userId: buyer.userId,
            reason: null,
            createdAt: now,
          });
          // The answer from the rows this transaction wrote (the order row as inserted, its items as
          // returned): no statement to read them again while the variants are locked (decision 032).
          const order = toOrder({ ...claimed, points: total, voucherResponse, proofKey }, items);
          await orders.complete(claimed.id, { points: total, voucherResponse, proofKey, firstAnswer: order });
          await tellOwner(
            tx,
            orders,
            { id: claimed.id, uuid: claimed.uuid, companyId: principal.companyId, userId: buyer.userId },
            (languageId) => orderPlacedMessage(languageId, { number: claimed.number, points: total }),
            NOTIFICATION_EVENTS.ORDER_PLACED,
            { number: claimed.number, points: total },
            { email: buyer.email, languageId: buyer.languageId },
          );
          return { status: 201 as const, order, placed: true };
        })
        .catch(async (error: unknown) => {
          if (storedProof) await removeProof(storedProof);
          if (isRetryable(error)) {
            throw new AppError(503, ERROR_CODES.databaseUnavailable, DATABASE_UNAVAILABLE_MESSAGE, 1);
          }
          throw error;
        });
      if (result.placed) deps.nudgeOutbox();
      return { status: result.status, order: result.order };
    },

    /** GET /v1/orders: the company's orders, newest first, in one statement. */
    async list(companyId: number, page: PageQuery): Promise<Paged<OrderSummary>> {
      const window = pageWindow(page);
      const rows = await repository.list(companyId, window);
      const total = rows[0]?.total ?? (window.offset > 0 ? await repository.count(companyId) : 0);
      return {
        data: rows.map((row) => ({
          uuid: row.uuid,
          number: row.number,
          status: row.status as OrderStatus,
          points: row.points,
          created_at: row.createdAt.toISOString(),
          type: row.type,
          items_count: row.itemsCount,
          image: row.image,
        })),
        meta: pageMeta(page, total),
      };
    },

    /** GET /v1/orders/{id}: the company's own order; another company's is 404. */
    async get(companyId: number, uuid: string): Promise<Order> {
      const row = await repository.find(companyId, uuid);
      if (!row) throw AppError.notFound();
      return answerOf(repository, row);
    },

    /** GET /v1/orders/{id}/proof: the stored print proof; 404 without one. */
    async readProof(companyId: number, uuid: string): Promise<{ bytes: Buffer; number: string }> {
      const row = await repository.find(companyId, uuid);
      if (!row?.proofKey) throw AppError.notFound();
      const bytes = await deps.storage.get(row.proofKey);
      if (!bytes) throw AppError.notFound();
      return { bytes, number: row.number };
    },

    /**
     * Stores a print proof (PDF) for an order and points the order at it: for the marketing module, which
     * renders the proof, and for the back-office replacing one. 404 for an unknown order.
     */
    async attachProof(orderUuid: string, pdf: Buffer): Promise<void> {
      const row = await repository.findAnyByUuid(orderUuid);
      if (!row) throw AppError.notFound();
      const key = `order-proofs/${row.companyId}/${row.uuid}.pdf`;
      await deps.storage.put(key, pdf, 'application/pdf');
      await repository.setProofKey(row.id, key);
    },

    /** The status history of an order (the back-office's detail). */
    async history(orderUuid: string) {
      const row = await repository.findAnyByUuid(orderUuid);
      return row ? repository.history(row.id) : [];
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
