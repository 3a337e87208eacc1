import { useSyncExternalStore } from 'react';
import {
  MarketingDataSchema,
  ProductTypeSchema,
  STORAGE_KEYS,
  UuidSchema,
  type MarketingData,
  type ProductType,
} from '@club/contract';
import { z } from 'zod';
import { onStorageChange, readString, removeItem, writeJson } from './storage';

/**
 * spec 03 §4: a product bought on its own, without the cart (a voucher, a marketing print product). The
 * product page (or the marketing form) puts it here and opens /checkout; the checkout steps read it;
 * after the order, `finishDirectPurchase` keeps the marketing data for next time but sets the quantity
 * to 0 and forgets the uploaded logo (the order keeps its own copy). Kept in local storage under the
 * company's `marketingData` key, so it survives a reload and goes at logout (end-session.ts).
 */
export interface DirectPurchase {
  type: ProductType;
  product: string;
  variant: string;
  quantity: number;
  /** Marketing print products only: the form as the person filled it. */
  data?: MarketingData;
}

const DirectPurchaseSchema = z.object({
  type: ProductTypeSchema,
  product: UuidSchema,
  variant: UuidSchema,
  quantity: z.number().int().min(0),
  data: MarketingDataSchema.optional(),
});

// One object per stored text, so that useSyncExternalStore sees a stable value between changes.
let cached: { text: string; value: DirectPurchase | null } | undefined;

export function getDirectPurchase(): DirectPurchase | null {
  const text = readString(STORAGE_KEYS.marketingData) ?? '';
  if (cached?.text === text) return cached.value;
  let value: DirectPurchase | null = null;
  try {
    const parsed = DirectPurchaseSchema.safeParse(JSON.parse(text));
    if (parsed.success) value = parsed.data as DirectPurchase;
  } catch {
    // nothing stored, or not ours
  }
  cached = { text, value };
  return value;
}

const listeners = new Set<() => void>();
function changed(): void {
  listeners.forEach((listener) => listener());
}

export function startDirectPurchase(purchase: DirectPurchase): void {
  writeJson(STORAGE_KEYS.marketingData, purchase);
  changed();
}

/** After the order: the form stays for the next order of the product, without quantity and logo. */
export function finishDirectPurchase(): void {
  const current = getDirectPurchase();
  if (!current) return;
  const data = current.data ? { ...current.data, logo: undefined } : undefined;
  writeJson(STORAGE_KEYS.marketingData, { ...current, quantity: 0, data });
  changed();
}

export function clearDirectPurchase(): void {
  removeItem(STORAGE_KEYS.marketingData);
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stop = onStorageChange(STORAGE_KEYS.marketingData, changed);
  return () => {
    listeners.delete(listener);
    stop();
  };
}

export function useDirectPurchase(): DirectPurchase | null {
  return useSyncExternalStore(subscribe, getDirectPurchase, getDirectPurchase);
}
