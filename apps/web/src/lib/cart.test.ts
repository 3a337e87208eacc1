import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ShopProduct } from '@club/contract';
import {
  addToCart,
  boundQuantity,
  cartLines,
  cartTotal,
  correctCart,
  getCart,
  removeCartType,
  removeFromCart,
  setCartQuantity,
  useCart,
  type CartProduct,
  type CartVariant,
} from './cart';
import { STORAGE_KEYS } from './storage-keys';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const V1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1';
const V2 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa2';
const V3 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa3';

const jacket: CartProduct = { uuid: P1, name: 'Jacket', type: 'brand', thumbnail: null };
const drill: CartProduct = { uuid: P2, name: 'Drill', type: 'compacon', thumbnail: null };
const variant = (uuid: string, product: string, price: number, stock: number, title = ''): CartVariant => ({
  uuid,
  product,
  price,
  stock,
  sku: uuid.slice(-3),
  title,
});

function serverProduct(
  base: CartProduct,
  variants: { uuid: string; price: number; stock: number; title?: string }[],
  flags: Partial<Pick<ShopProduct, 'active' | 'is_visible'>> = {},
): ShopProduct {
  return {
    uuid: base.uuid,
    name: base.name,
    type: base.type,
    kind: 'variable',
    sku: 'SKU',
    description: '',
    active: 1,
    is_visible: 1,
    images: [],
    settings: { bundle: null, subtype: null, fields: null },
    variants: variants.map((v) => ({ sku: 'x', title: v.title ?? '', attrs: [], ...v })),
    ...flags,
  };
}

beforeEach(() => localStorage.clear());

describe('cart store (spec 03 §3, §4, §5)', () => {
  it('keeps the spec shape under the cart key, grouped by product type', () => {
    addToCart(jacket, variant(V1, P1, 10, 5, 'L'), 2);
    addToCart(drill, variant(V3, P2, 40, 3), 1);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '') as Record<string, unknown>;
    expect(stored).toEqual({
      version: 1,
      entries: { brand: { [V1]: 2 }, compacon: { [V3]: 1 } },
      products: { [P1]: jacket, [P2]: drill },
      variants: { [V1]: variant(V1, P1, 10, 5, 'L'), [V3]: variant(V3, P2, 40, 3) },
      uuids: [P1, P2],
    });
    expect(cartTotal(cartLines(getCart(), 'brand'))).toBe(20);
  });

  it('discards a cart of another version or of another shape', () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ version: 2, entries: { brand: { [V1]: 1 } } }));
    expect(getCart().entries).toEqual({});
    localStorage.setItem(STORAGE_KEYS.cart, '{not json');
    expect(getCart().entries).toEqual({});
    // an entry without its variant summary cannot be shown, so it is not in the cart
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ version: 1, entries: { brand: { [V1]: 1 } } }));
    expect(getCart().entries).toEqual({});
  });

  it('bounds quantities between min(stock, 1) and stock', () => {
    expect(boundQuantity(0, 5)).toBe(1);
    expect(boundQuantity(9, 5)).toBe(5);
    expect(boundQuantity(3, 0)).toBe(0);
    expect(addToCart(jacket, variant(V1, P1, 10, 3), 2)).toBe(2);
    expect(addToCart(jacket, variant(V1, P1, 10, 3), 2)).toBe(3);
    setCartQuantity('brand', V1, 0);
    expect(getCart().entries.brand?.[V1]).toBe(1);
    setCartQuantity('brand', V1, 50);
    expect(getCart().entries.brand?.[V1]).toBe(3);
  });

  it('removes a row, and a whole type after its order, with its summaries', () => {
    addToCart(jacket, variant(V1, P1, 10, 5), 1);
    addToCart(jacket, variant(V2, P1, 12, 5), 1);
    addToCart(drill, variant(V3, P2, 40, 3), 1);
    removeFromCart('brand', V1);
    expect(Object.keys(getCart().entries.brand ?? {})).toEqual([V2]);
    removeCartType('brand');
    const cart = getCart();
    expect(Object.keys(cart.entries)).toEqual(['compacon']);
    expect(cart.uuids).toEqual([P2]);
    expect(Object.keys(cart.variants)).toEqual([V3]);
  });

  it('corrects itself against the server and says what changed', () => {
    addToCart(jacket, variant(V1, P1, 10, 9, 'L'), 5);
    addToCart(jacket, variant(V2, P1, 12, 9, 'XL'), 1);
    addToCart(drill, variant(V3, P2, 40, 3), 2);
    const changes = correctCart([
      serverProduct(jacket, [
        { uuid: V1, price: 11, stock: 3, title: 'L' },
        { uuid: V2, price: 12, stock: 0, title: 'XL' },
      ]),
    ]);
    expect(changes).toEqual([
      { kind: 'price', name: 'Jacket (L)', from: 10, to: 11 },
      { kind: 'capped', name: 'Jacket (L)', from: 5, to: 3 },
      { kind: 'sold_out', name: 'Jacket (XL)' },
      { kind: 'removed', name: 'Drill' },
    ]);
    const cart = getCart();
    expect(cart.entries).toEqual({ brand: { [V1]: 3 } });
    expect(cart.variants[V1]).toMatchObject({ price: 11, stock: 3 });
    expect(cart.uuids).toEqual([P1]);
    // nothing left to change the second time
    expect(correctCart([serverProduct(jacket, [{ uuid: V1, price: 11, stock: 3, title: 'L' }])])).toEqual([]);
  });

  it('removes the products that became inactive or invisible', () => {
    addToCart(jacket, variant(V1, P1, 10, 9), 1);
    addToCart(drill, variant(V3, P2, 40, 3), 1);
    const changes = correctCart([
      serverProduct(jacket, [{ uuid: V1, price: 10, stock: 9 }], { active: 0 }),
      serverProduct(drill, [{ uuid: V3, price: 40, stock: 3 }], { is_visible: 0 }),
    ]);
    expect(changes.map((c) => c.kind)).toEqual(['removed', 'removed']);
    expect(getCart().entries).toEqual({});
  });

  it('tells its subscribers about every change in this tab', () => {
    const { result } = renderHook(() => useCart());
    expect(result.current.uuids).toEqual([]);
    act(() => {
      addToCart(jacket, variant(V1, P1, 10, 9), 1);
    });
    expect(result.current.entries).toEqual({ brand: { [V1]: 1 } });
  });
});
