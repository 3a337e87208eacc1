import { useSyncExternalStore } from 'react';
import { CART_VERSION, MIN_CART_VALUE_PRODUCT_TYPE, minCartValue, type ShopProduct } from '@club/contract';
import { onStorageChange, readString, writeJson } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/*
 * spec 03 §3, §4: the cart, kept on the phone under STORAGE_KEYS.cart (logout removes it) so that it is
 * there offline and after a reload. Shape, version 1:
 *   entries[productType][variantUuid] = quantity
 *   products[productUuid] = what a cart row shows of the product
 *   variants[variantUuid] = { uuid, stock, price, sku, title, product }
 *   uuids = the products' uuids, for GET /v1/shop/cart?uuids=
 * Another version, or anything that does not read as this shape, is an empty cart. Prices and stock here
 * are the last ones seen: the cart screen corrects them against the server on every visit (correctCart),
 * and the server re-prices every order anyway.
 */

export interface CartProduct {
  uuid: string;
  name: string;
  type: string;
  thumbnail: string | null;
}

export interface CartVariant {
  uuid: string;
  stock: number;
  price: number;
  sku: string;
  title: string;
  product: string;
}

export interface Cart {
  version: typeof CART_VERSION;
  entries: Record<string, Record<string, number>>;
  products: Record<string, CartProduct>;
  variants: Record<string, CartVariant>;
  uuids: string[];
}

export const emptyCart = (): Cart => ({
  version: CART_VERSION,
  entries: {},
  products: {},
  variants: {},
  uuids: [],
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === 'string';

function readVariant(value: unknown): CartVariant | null {
  if (!isRecord(value)) return null;
  const { uuid, stock, price, sku, title, product } = value;
  if (!isText(uuid) || !isCount(stock) || !isCount(price) || !isText(product)) return null;
  return { uuid, stock, price, product, sku: isText(sku) ? sku : '', title: isText(title) ? title : '' };
}

function readProduct(value: unknown): CartProduct | null {
  if (!isRecord(value)) return null;
  const { uuid, name, type, thumbnail } = value;
  if (!isText(uuid) || !isText(name) || !isText(type)) return null;
  return { uuid, name, type, thumbnail: isText(thumbnail) ? thumbnail : null };
}

/**
 * The stored cart as this version reads it. Entries without their variant and product summaries (written
 * by hand or by an older app) are dropped: a row the screen cannot show cannot be ordered either.
 */
export function parseCart(stored: unknown): Cart {
  if (!isRecord(stored) || stored.version !== CART_VERSION || !isRecord(stored.entries)) return emptyCart();
  const cart = emptyCart();
  const variants = isRecord(stored.variants) ? stored.variants : {};
  const products = isRecord(stored.products) ? stored.products : {};
  for (const [type, rows] of Object.entries(stored.entries)) {
    if (!isRecord(rows)) continue;
    for (const [variantUuid, quantity] of Object.entries(rows)) {
      const variant = readVariant(variants[variantUuid]);
      const product = variant ? readProduct(products[variant.product]) : null;
      if (!variant || !product || !isCount(quantity) || quantity < 1) continue;
      (cart.entries[type] ??= {})[variantUuid] = quantity;
      cart.variants[variantUuid] = variant;
      cart.products[product.uuid] = product;
    }
  }
  cart.uuids = Object.keys(cart.products);
  return cart;
}

// One object per stored text, so that useSyncExternalStore sees a stable value between changes.
let cached: { text: string | null; cart: Cart } | undefined;

export function getCart(): Cart {
  const text = readString(STORAGE_KEYS.cart);
  if (cached && cached.text === text) return cached.cart;
  let stored: unknown = null;
  try {
    stored = text === null ? null : JSON.parse(text);
  } catch {
    stored = null;
  }
  cached = { text, cart: parseCart(stored) };
  return cached.cart;
}

const listeners = new Set<() => void>();

function save(cart: Cart): void {
  // products and uuids follow the entries: a product with no variant left in the cart goes
  const used = new Set<string>();
  for (const rows of Object.values(cart.entries)) {
    for (const variantUuid of Object.keys(rows)) {
      const variant = cart.variants[variantUuid];
      if (variant) used.add(variant.product);
    }
  }
  const entries = Object.fromEntries(
    Object.entries(cart.entries).filter(([, rows]) => Object.keys(rows).length > 0),
  );
  const inCart = new Set(Object.values(entries).flatMap((rows) => Object.keys(rows)));
  const next: Cart = {
    version: CART_VERSION,
    entries,
    products: Object.fromEntries(Object.entries(cart.products).filter(([uuid]) => used.has(uuid))),
    variants: Object.fromEntries(Object.entries(cart.variants).filter(([uuid]) => inCart.has(uuid))),
    uuids: [...used],
  };
  writeJson(STORAGE_KEYS.cart, next);
  listeners.forEach((listener) => listener());
}

const clone = (cart: Cart): Cart => structuredClone(cart);

/** spec 03 §5: a quantity is kept between min(stock, 1) and stock. */
export function boundQuantity(quantity: number, stock: number): number {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : 0;
  return Math.max(Math.min(stock, 1), Math.min(whole, stock));
}

/** Adds `quantity` pieces of a variant (capped to its stock); returns the quantity now in the cart. */
export function addToCart(product: CartProduct, variant: CartVariant, quantity: number): number {
  const cart = clone(getCart());
  const rows = (cart.entries[product.type] ??= {});
  const next = boundQuantity((rows[variant.uuid] ?? 0) + quantity, variant.stock);
  if (next < 1) return 0;
  rows[variant.uuid] = next;
  cart.products[product.uuid] = product;
  cart.variants[variant.uuid] = variant;
  save(cart);
  return next;
}

export function setCartQuantity(type: string, variantUuid: string, quantity: number): void {
  const cart = clone(getCart());
  const rows = cart.entries[type];
  const variant = cart.variants[variantUuid];
  if (!rows || rows[variantUuid] === undefined || !variant) return;
  const next = boundQuantity(quantity, variant.stock);
  if (next < 1) delete rows[variantUuid];
  else rows[variantUuid] = next;
  save(cart);
}

export function removeFromCart(type: string, variantUuid: string): void {
  const cart = clone(getCart());
  if (!cart.entries[type]?.[variantUuid]) return;
  delete cart.entries[type][variantUuid];
  save(cart);
}

/** spec 03 §4: after a cart order the ordered type leaves the cart. */
export function removeCartType(type: string): void {
  const cart = clone(getCart());
  if (!cart.entries[type]) return;
  delete cart.entries[type];
  save(cart);
}

export interface CartLine {
  type: string;
  product: CartProduct;
  variant: CartVariant;
  quantity: number;
}

/** The rows of one product type, in the order they were added. */
export function cartLines(cart: Cart, type: string): CartLine[] {
  return Object.entries(cart.entries[type] ?? {}).flatMap(([variantUuid, quantity]) => {
    const variant = cart.variants[variantUuid];
    const product = variant ? cart.products[variant.product] : undefined;
    return variant && product ? [{ type, product, variant, quantity }] : [];
  });
}

export const cartTypes = (cart: Cart): string[] => Object.keys(cart.entries);

export const cartTotal = (lines: readonly CartLine[]): number =>
  lines.reduce((sum, line) => sum + line.variant.price * line.quantity, 0);

/** What the cart's correction changed, for the notice on the cart screen. */
export type CartChange =
  | { kind: 'capped'; name: string; from: number; to: number }
  | { kind: 'price'; name: string; from: number; to: number }
  | { kind: 'sold_out'; name: string }
  | { kind: 'removed'; name: string };

const lineName = (product: { name: string }, variant: { title: string }) =>
  variant.title && variant.title !== product.name ? `${product.name} (${variant.title})` : product.name;

/**
 * spec 03 §4: the cart corrects itself against the server's answer for its products (GET /v1/shop/cart):
 * quantities capped to stock, prices, stock and names refreshed, sold-out variants removed, and variants
 * whose product is missing, inactive or invisible removed. Saves the result and returns what changed.
 */
export function correctCart(serverProducts: readonly ShopProduct[]): CartChange[] {
  const cart = clone(getCart());
  const byUuid = new Map(serverProducts.map((product) => [product.uuid, product]));
  const changes: CartChange[] = [];
  for (const [type, rows] of Object.entries(cart.entries)) {
    for (const [variantUuid, quantity] of Object.entries(rows)) {
      const stored = cart.variants[variantUuid];
      const storedProduct = stored ? cart.products[stored.product] : undefined;
      const product = stored ? byUuid.get(stored.product) : undefined;
      const variant = product?.variants.find((v) => v.uuid === variantUuid);
      const name = storedProduct && stored ? lineName(storedProduct, stored) : '';
      if (
        !stored ||
        !product ||
        !variant ||
        product.active !== 1 ||
        product.is_visible !== 1 ||
        product.type !== type
      ) {
        delete rows[variantUuid];
        changes.push({ kind: 'removed', name });
        continue;
      }
      const freshName = lineName(product, variant);
      if (variant.stock < 1) {
        delete rows[variantUuid];
        changes.push({ kind: 'sold_out', name: freshName });
        continue;
      }
      if (variant.price !== stored.price) {
        changes.push({ kind: 'price', name: freshName, from: stored.price, to: variant.price });
      }
      if (quantity > variant.stock) {
        rows[variantUuid] = variant.stock;
        changes.push({ kind: 'capped', name: freshName, from: quantity, to: variant.stock });
      }
      cart.variants[variantUuid] = {
        uuid: variant.uuid,
        stock: variant.stock,
        price: variant.price,
        sku: variant.sku,
        title: variant.title,
        product: product.uuid,
      };
      cart.products[product.uuid] = cartProductOf(product);
    }
  }
  save(cart);
  return changes;
}

export function cartProductOf(product: Pick<ShopProduct, 'uuid' | 'name' | 'type' | 'images'>): CartProduct {
  const first = [...product.images].sort((a, b) => a.position - b.position)[0];
  return { uuid: product.uuid, name: product.name, type: product.type, thumbnail: first?.thumbnail ?? null };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stop = onStorageChange(STORAGE_KEYS.cart, listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
}

export const subscribeToCart = subscribe;

export function useCart(): Cart {
  return useSyncExternalStore(subscribe, getCart, getCart);
}

/**
 * spec 03 §5, §9: the minimum order value of a cart type in the person's region. The region configuration
 * (public config `behaviours[code].min_cart_value`, docs/decisions/020) wins; without it, the contract's
 * table. Only the brand type has a minimum.
 */
export function cartMinimum(
  type: string,
  regionCode: string,
  behaviours?: Readonly<Record<string, { min_cart_value: number }>>,
): number {
  if (type !== MIN_CART_VALUE_PRODUCT_TYPE) return 0;
  return behaviours?.[regionCode.toUpperCase()]?.min_cart_value ?? minCartValue(regionCode, type);
}
