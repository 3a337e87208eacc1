import { describe, expect, it } from 'vitest';
import { SHOP_ADMIN_MESSAGES } from '@club/contract';
import enOrders from '@/locales/en/orders.json';
import enShop from '@/locales/en/shop.json';
import plOrders from '@/locales/pl/orders.json';
import plShop from '@/locales/pl/shop.json';

describe("the shop area's messages", () => {
  it('has every message of the contract in English, as the contract says it, and in Polish', () => {
    const shown = { ...enShop.messages, ...enOrders.messages } as Record<string, string>;
    const polish = { ...plShop.messages, ...plOrders.messages } as Record<string, string>;
    const waiting = Object.keys(SHOP_ADMIN_MESSAGES).filter((key) => !(key in shown));
    expect(waiting).toEqual([]);
    for (const [key, text] of Object.entries(SHOP_ADMIN_MESSAGES)) {
      expect(shown[key], key).toBe(text);
      expect(polish[key], key).toBeTruthy();
      expect(polish[key], key).not.toBe(text);
    }
  });
});
