import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './regions';
import { REGISTRATION_NUMBER_2_REGIONS, REGISTRATION_NUMBER_REQUIRED_REGIONS } from './registration';
import { MIN_CART_VALUE_PRODUCT_TYPE, minCartValue } from './shop';
import { teamLimitFor } from './team';
import { STORAGE_KEYS } from './storage';
import {
  LEAD_LOST_STATUSES,
  LEAD_NEGATIVE_FINAL_STATUSES,
  LEAD_OUTCOME_STATUSES,
  LEAD_STATUSES,
} from './leads';
import {
  CART_PRODUCT_TYPES,
  DIRECT_PRODUCT_TYPES,
  PHYSICAL_PRODUCT_TYPES,
  PRODUCT_TYPE_VALUES,
} from './products';
import { GENERIC_TAG_REGIONS } from './products';
import { isOrderInProgress } from './orders';

describe('region lists', () => {
  it('name real countries, the second number only where the first is required', () => {
    for (const code of [...REGISTRATION_NUMBER_REQUIRED_REGIONS, ...GENERIC_TAG_REGIONS]) {
      expect(COUNTRY_CODES).toContain(code);
    }
    for (const code of REGISTRATION_NUMBER_2_REGIONS)
      expect(REGISTRATION_NUMBER_REQUIRED_REGIONS).toContain(code);
  });
});

describe('minCartValue', () => {
  it('gives the region value for the base brand type, 50 by default, 0 for other types', () => {
    expect(minCartValue('pl', MIN_CART_VALUE_PRODUCT_TYPE)).toBe(128);
    expect(minCartValue('BA', MIN_CART_VALUE_PRODUCT_TYPE)).toBe(0);
    expect(minCartValue('IT', MIN_CART_VALUE_PRODUCT_TYPE)).toBe(50);
    expect(minCartValue('PL', 'compacon')).toBe(0);
  });
});

describe('teamLimitFor', () => {
  it('limits PL to 1 owner and 10 installers, nowhere else', () => {
    expect(teamLimitFor('pl')).toEqual({ owners: 1, installers: 10 });
    expect(teamLimitFor('CZ')).toBeNull();
  });
});

describe('STORAGE_KEYS', () => {
  it('are distinct and keep the spec names of the install prompt keys', () => {
    const values = Object.values(STORAGE_KEYS);
    expect(new Set(values).size).toBe(values.length);
    expect(STORAGE_KEYS.webInstallPromptedAt).toBe('webInstallPromptedAt');
    expect(STORAGE_KEYS.iosInstallPromptedAt).toBe('iosInstallPromptedAt');
  });
});

describe('groups', () => {
  it('hold only known lead statuses and product types', () => {
    for (const s of [...LEAD_NEGATIVE_FINAL_STATUSES, ...LEAD_LOST_STATUSES, ...LEAD_OUTCOME_STATUSES]) {
      expect(LEAD_STATUSES).toContain(s);
    }
    for (const t of [...PHYSICAL_PRODUCT_TYPES, ...CART_PRODUCT_TYPES, ...DIRECT_PRODUCT_TYPES]) {
      expect(PRODUCT_TYPE_VALUES).toContain(t);
    }
  });

  it('count orders 1, 2 and 5 as in progress', () => {
    expect([1, 2, 3, 4, 5].filter(isOrderInProgress)).toEqual([1, 2, 5]);
  });
});
