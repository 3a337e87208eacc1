import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import {
  DELIVERY_TYPE,
  isProductTypeIn,
  PHYSICAL_PRODUCT_TYPES,
  type DeliveryType,
  type Order,
} from '@club/contract';
import { onStorageChange, readString, removeItem, writeJson } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/*
 * The checkout's state, kept under STORAGE_KEYS.checkout so that a reload or a lost answer does not lose
 * it (spec 01 §3 checkout key).
 *
 * Hand-off from the cart and the product page:
 * - the cart opens `/checkout?type=<product type>`: the order is that type's rows of the cart;
 * - the product page (a voucher) and the marketing form put the product in lib/direct-purchase.ts and
 *   open `/checkout?direct=1`: the order is that one product.
 * /checkout records which of the two (`source`) and every later step reads it from here, not from the URL.
 *
 * The idempotency key of POST /v1/orders is made once per checkout and kept with the body it was sent
 * with: a retry after a lost answer, or after a reload, sends the same key and gets the first answer,
 * so it never orders twice. A changed order (another cart, another quantity) gets a new key. After the
 * order the key is dropped and the order kept for the thank-you page.
 */

const CustomerSchema = z.object({
  name: z.string().default(''),
  surname: z.string().default(''),
  email: z.string().default(''),
  phone_region: z.string().default(''),
  phone_number: z.string().default(''),
  region: z.string().default(''),
  country: z.string().default(''),
  city: z.string().default(''),
  postal_code: z.string().default(''),
  street: z.string().default(''),
  house_number: z.string().default(''),
  company_name: z.string().default(''),
});
export type CheckoutCustomer = z.infer<typeof CustomerSchema>;

const SourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cart'), type: z.string() }),
  z.object({ kind: z.literal('direct'), type: z.string() }),
]);
export type CheckoutSource = z.infer<typeof SourceSchema>;

const DraftSchema = z.object({
  source: SourceSchema,
  deliveryType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  customer: CustomerSchema,
  /** Whether the customer was filled from the user and company (done once). */
  prefilled: z.boolean().default(false),
  idempotency: z.object({ key: z.string(), body: z.string() }).nullable().default(null),
  /** The order just placed, for /checkout/thankyou. */
  placed: z
    .object({
      uuid: z.string(),
      number: z.string(),
      type: z.string(),
      voucher: z.object({ number: z.string(), password: z.string(), expiresAt: z.string() }).nullable(),
    })
    .nullable()
    .default(null),
});
export type CheckoutDraft = z.infer<typeof DraftSchema>;

export const emptyCustomer = (): CheckoutCustomer => CustomerSchema.parse({});

export const isPhysicalType = (type: string) => isProductTypeIn(PHYSICAL_PRODUCT_TYPES, type);

let cached: { text: string | null; draft: CheckoutDraft | null } | undefined;

export function getCheckoutDraft(): CheckoutDraft | null {
  const text = readString(STORAGE_KEYS.checkout);
  if (cached && cached.text === text) return cached.draft;
  let draft: CheckoutDraft | null = null;
  try {
    const parsed = DraftSchema.safeParse(text ? JSON.parse(text) : null);
    draft = parsed.success ? parsed.data : null;
  } catch {
    draft = null;
  }
  cached = { text, draft };
  return draft;
}

const listeners = new Set<() => void>();
function save(draft: CheckoutDraft | null): void {
  if (draft) writeJson(STORAGE_KEYS.checkout, draft);
  else removeItem(STORAGE_KEYS.checkout);
  listeners.forEach((listener) => listener());
}

/**
 * A checkout of `source` begins. The customer already entered is kept (the same person orders again);
 * a checkout of another order starts without a key. Non-physical products force digital delivery.
 */
export function beginCheckout(source: CheckoutSource): CheckoutDraft {
  const current = getCheckoutDraft();
  const same = current?.source.kind === source.kind && current.source.type === source.type;
  const physical = isPhysicalType(source.type);
  const keptDelivery = current?.deliveryType;
  const deliveryType: DeliveryType = !physical
    ? DELIVERY_TYPE.DIGITAL
    : keptDelivery === DELIVERY_TYPE.PERSONAL || keptDelivery === DELIVERY_TYPE.COMPANY
      ? keptDelivery
      : DELIVERY_TYPE.COMPANY;
  const draft: CheckoutDraft = {
    source,
    deliveryType,
    customer: current?.customer ?? emptyCustomer(),
    prefilled: current?.prefilled ?? false,
    idempotency: same && !current.placed ? current.idempotency : null,
    placed: null,
  };
  save(draft);
  return draft;
}

export function updateCheckoutDraft(change: (draft: CheckoutDraft) => CheckoutDraft): void {
  const current = getCheckoutDraft();
  if (current) save(change(current));
}

/** The key for this body: the one it was first sent with, or a new one. */
export function idempotencyKeyFor(body: string): string {
  const current = getCheckoutDraft();
  if (current?.idempotency && current.idempotency.body === body) return current.idempotency.key;
  const key = crypto.randomUUID();
  updateCheckoutDraft((draft) => ({ ...draft, idempotency: { key, body } }));
  return key;
}

export function recordPlacedOrder(order: Order): void {
  updateCheckoutDraft((draft) => ({
    ...draft,
    idempotency: null,
    placed: {
      uuid: order.uuid,
      number: order.number,
      type: order.meta.type,
      voucher: order.meta.response,
    },
  }));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stop = onStorageChange(STORAGE_KEYS.checkout, listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
}

export function useCheckoutDraft(): CheckoutDraft | null {
  return useSyncExternalStore(subscribe, getCheckoutDraft, getCheckoutDraft);
}
