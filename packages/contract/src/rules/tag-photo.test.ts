import { describe, expect, it } from 'vitest';
import { requiresTagPhoto, serialProduction } from './tag-photo';

const rules = [{ variant: '2070', factory: 'PL', year: 2024 }];

describe('serialProduction', () => {
  it('reads the factory and the year from the start of the serial', () => {
    expect(serialProduction('PL24A1B2C3D4')).toEqual({ factory: 'PL', year: 2024 });
  });

  it('gives null without year digits', () => {
    expect(serialProduction('PLXX12345678')).toBeNull();
    expect(serialProduction('PL2')).toBeNull();
  });
});

describe('requiresTagPhoto', () => {
  it('is true only when variant, factory and year all match a rule', () => {
    expect(requiresTagPhoto(rules, '2070', 'PL24A1B2C3D4')).toBe(true);
    expect(requiresTagPhoto(rules, '3070', 'PL24A1B2C3D4')).toBe(false);
    expect(requiresTagPhoto(rules, '2070', 'DK24A1B2C3D4')).toBe(false);
    expect(requiresTagPhoto(rules, '2070', 'PL23A1B2C3D4')).toBe(false);
    expect(requiresTagPhoto([], '2070', 'PL24A1B2C3D4')).toBe(false);
  });
});
