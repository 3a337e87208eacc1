import { useSyncExternalStore } from 'react';
import { CART_VERSION } from '@club/contract';
import { subscribeToCart } from '@/lib/cart';
import { readJson } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The number of items in the locally kept cart (spec 03 §3: `entries[productType][variantUuid] =
 * quantity`, version 1). The cart is written by older app versions and by hand in other tabs, so anything
 * unexpected counts as nothing: another version, a missing or malformed `entries`, quantities that are not
 * positive whole numbers.
 */
export function countCartItems(stored: unknown): number {
  if (!isRecord(stored) || stored.version !== CART_VERSION || !isRecord(stored.entries)) return 0;
  let count = 0;
  for (const variants of Object.values(stored.entries)) {
    if (!isRecord(variants)) continue;
    for (const quantity of Object.values(variants)) {
      if (typeof quantity === 'number' && Number.isSafeInteger(quantity) && quantity > 0) count += quantity;
    }
  }
  return count;
}

export function readCartCount(): number {
  return countCartItems(readJson(STORAGE_KEYS.cart));
}

/**
 * The cart count for the header: read again when the cart store changes it in this tab, and on a change
 * from another tab.
 */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeToCart, readCartCount, () => 0);
}
