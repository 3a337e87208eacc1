import { randomInt } from 'node:crypto';
import type { VoucherResponse } from '@club/contract';

/** What the shop asks a voucher provider for: one code worth the ordered variant(s). */
export interface VoucherRequest {
  orderUuid: string;
  /**
   * The app's idempotency key of the order, prefixed by the company: a real provider takes it as its own
   * idempotency key, so a retry of an order whose commit failed after the code was issued gets the same
   * code back rather than a second one.
   */
  idempotencyKey: string;
  orderNumber: string;
  /** The variant's SKU, which a provider maps to its product (EG-FUEL-200 → their fuel card 200). */
  sku: string;
  quantity: number;
  /** Points paid, for the provider's statement. */
  points: number;
  /** Where the provider may send the code as well (the club also shows it in the order). */
  email: string | null;
}

/**
 * A digital voucher provider (spec 03 §3 order meta.response: number, expiresAt, password).
 *
 * A real adapter calls the provider's API (an HTTPS POST with the club's API key, the SKU and our order
 * uuid as idempotency key), waits at most a few seconds, and maps its answer to VoucherResponse. It runs
 * inside the order's transaction, so:
 * - it must throw on any failure: the order then rolls back (points and stock untouched) and the app
 *   shows the error; nothing is half done;
 * - it must be idempotent by `idempotencyKey` (see there); a code issued for an order that was never
 *   retried is reconciled with the provider's statement (the order uuid and number travel with it).
 * The container passes the adapter to the orders service; the sandbox below is the only one so far (a real
 * one is added as another factory here and chosen by configuration).
 */
export interface VoucherProvider {
  readonly name: string;
  issue(request: VoucherRequest): Promise<VoucherResponse>;
}

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const pick = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/**
 * The sandbox: issues realistic codes without calling anyone — a 16-digit card number in groups of four,
 * an 8-character password, valid for a year from `now`.
 */
export function createSandboxVoucherProvider(now: () => Date): VoucherProvider {
  return {
    name: 'sandbox',
    async issue() {
      const expires = new Date(now());
      expires.setUTCFullYear(expires.getUTCFullYear() + 1);
      const number = pick(DIGITS, 16).replace(/(\d{4})(?=\d)/g, '$1 ');
      return { number, expiresAt: expires.toISOString(), password: pick(LETTERS, 8) };
    },
  };
}
