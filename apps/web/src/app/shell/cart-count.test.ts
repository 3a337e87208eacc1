import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { countCartItems, readCartCount } from './cart-count';

const VARIANT_A = '0d6f1c3e-7a2b-4c1d-9e8f-000000000001';
const VARIANT_B = '0d6f1c3e-7a2b-4c1d-9e8f-000000000002';

describe('cart count (spec 01 §3 Cart, spec 03 §3)', () => {
  it('adds up the quantities of every product type', () => {
    const cart = {
      version: 1,
      entries: { GGL: { [VARIANT_A]: 2, [VARIANT_B]: 1 }, MARKETING: { [VARIANT_A]: 3 } },
      uuids: ['p1', 'p2'],
    };
    expect(countCartItems(cart)).toBe(6);
  });

  it('counts another version, or no cart at all, as empty', () => {
    expect(countCartItems({ version: 2, entries: { GGL: { [VARIANT_A]: 2 } }, uuids: [] })).toBe(0);
    expect(countCartItems({ entries: { GGL: { [VARIANT_A]: 2 } } })).toBe(0);
    expect(countCartItems(null)).toBe(0);
    expect(countCartItems('cart')).toBe(0);
    expect(countCartItems([1, 2])).toBe(0);
  });

  it('skips what is not a positive whole quantity', () => {
    const cart = {
      version: 1,
      entries: {
        GGL: { a: 2, b: -1, c: 1.5, d: '3', e: null, f: Number.NaN, g: 0 },
        EGIT: 'broken',
        EMPTY: null,
        LIST: [4],
      },
      uuids: [],
    };
    expect(countCartItems(cart)).toBe(2);
    expect(countCartItems({ version: 1, entries: 'nope', uuids: [] })).toBe(0);
  });

  it('reads the cart kept under its storage key and survives broken JSON', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify({ version: 1, entries: { GGL: { [VARIANT_A]: 4 } }, uuids: [] }),
    );
    expect(readCartCount()).toBe(4);
    window.localStorage.setItem(STORAGE_KEYS.cart, '{not json');
    expect(readCartCount()).toBe(0);
  });
});
