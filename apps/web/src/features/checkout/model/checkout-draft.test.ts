import { beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY_TYPE, type Order } from '@club/contract';
import {
  beginCheckout,
  emptyCustomer,
  getCheckoutDraft,
  idempotencyKeyFor,
  recordPlacedOrder,
  updateCheckoutDraft,
} from './checkout-draft';
import { customerForOrder, detailsProblems } from './customer-rules';

const complete = {
  ...emptyCustomer(),
  name: 'Jan',
  surname: 'Nowak',
  email: 'jan@example.com',
  phone_region: 'PL',
  phone_number: '501 234 567',
  region: 'PL',
  country: 'Polska',
  city: 'Warszawa',
  postal_code: '02-715',
  street: 'Puławska',
  house_number: '145',
  company_name: 'Dachy Nowak',
};

const placed = (number: string): Order => ({
  uuid: '11111111-1111-4111-8111-111111111111',
  number,
  status: 1,
  points: 95,
  created_at: '2026-11-27T20:00:00.000Z',
  meta: { type: 'compacon', delivery_type: 2, response: null },
  customer: {},
  items: [],
  proof: null,
});

beforeEach(() => localStorage.clear());

describe('checkout draft (spec 03 §4, §5)', () => {
  it('keeps one idempotency key per order body, across reloads, until the order is placed', () => {
    beginCheckout({ kind: 'cart', type: 'compacon' });
    const first = idempotencyKeyFor('{"order":1}');
    // a retry after a lost answer (or after a reload) sends the same key
    expect(idempotencyKeyFor('{"order":1}')).toBe(first);
    beginCheckout({ kind: 'cart', type: 'compacon' });
    expect(idempotencyKeyFor('{"order":1}')).toBe(first);
    // another body is another order
    expect(idempotencyKeyFor('{"order":2}')).not.toBe(first);
    recordPlacedOrder(placed('Z-1'));
    expect(getCheckoutDraft()?.idempotency).toBeNull();
    expect(getCheckoutDraft()?.placed?.number).toBe('Z-1');
    // the next checkout of the same type is a new order
    beginCheckout({ kind: 'cart', type: 'compacon' });
    expect(idempotencyKeyFor('{"order":1}')).not.toBe(first);
  });

  it('forces digital delivery for non-physical products and keeps the customer between checkouts', () => {
    beginCheckout({ kind: 'cart', type: 'compacon' });
    expect(getCheckoutDraft()?.deliveryType).toBe(DELIVERY_TYPE.COMPANY);
    updateCheckoutDraft((draft) => ({ ...draft, customer: complete }));
    beginCheckout({ kind: 'direct', type: 'egit' });
    expect(getCheckoutDraft()?.deliveryType).toBe(DELIVERY_TYPE.DIGITAL);
    expect(getCheckoutDraft()?.customer.name).toBe('Jan');
  });

  it('blocks physical delivery on an incomplete address or a phone of another country', () => {
    expect(detailsProblems(complete, DELIVERY_TYPE.COMPANY)).toEqual([]);
    expect(detailsProblems({ ...complete, company_name: '' }, DELIVERY_TYPE.COMPANY)).toEqual([
      'address_incomplete',
    ]);
    expect(detailsProblems({ ...complete, company_name: '' }, DELIVERY_TYPE.PERSONAL)).toEqual([]);
    expect(detailsProblems({ ...complete, region: 'CZ' }, DELIVERY_TYPE.PERSONAL)).toEqual([
      'region_mismatch',
    ]);
    // a digital order needs no address
    expect(detailsProblems({ ...complete, street: '', region: 'CZ' }, DELIVERY_TYPE.DIGITAL)).toEqual([]);
    expect(detailsProblems({ ...complete, phone_number: '123' }, DELIVERY_TYPE.DIGITAL)).toEqual([
      'phone_invalid',
    ]);
    // spec 03 §5: twelve characters starting with ten nines pass as a test number
    expect(detailsProblems({ ...complete, phone_number: '999999999912' }, DELIVERY_TYPE.DIGITAL)).toEqual([]);
  });

  it('sends the customer without empty fields and without the address of a digital order', () => {
    expect(customerForOrder({ ...complete, email: ' ' }, DELIVERY_TYPE.DIGITAL)).toEqual({
      name: 'Jan',
      surname: 'Nowak',
      phone_region: 'PL',
      phone_number: '501234567',
    });
    expect(customerForOrder(complete, DELIVERY_TYPE.PERSONAL)).not.toHaveProperty('company_name');
    expect(customerForOrder(complete, DELIVERY_TYPE.COMPANY)).toMatchObject({
      company_name: 'Dachy Nowak',
      street: 'Puławska',
      region: 'PL',
    });
  });
});
