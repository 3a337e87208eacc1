import { describe, expect, it } from 'vitest';
import { addressWithHouseNumber } from './address';

describe('addressWithHouseNumber', () => {
  it('appends the house number', () => {
    expect(addressWithHouseNumber('ul. Długa', '5')).toBe('ul. Długa 5');
    expect(addressWithHouseNumber(' Hlavní ', ' 12a ')).toBe('Hlavní 12a');
  });

  it('does not append a number the address already holds', () => {
    expect(addressWithHouseNumber('ul. Długa 5, Kraków', '5')).toBe('ul. Długa 5, Kraków');
    expect(addressWithHouseNumber('Hlavní 12A', '12a')).toBe('Hlavní 12A');
    expect(addressWithHouseNumber('Vukovarska 3/2', '3/2')).toBe('Vukovarska 3/2');
  });

  it('appends when the number appears only inside another one', () => {
    expect(addressWithHouseNumber('ul. Długa 15', '5')).toBe('ul. Długa 15 5');
    expect(addressWithHouseNumber('Route 5B', '5')).toBe('Route 5B 5');
  });

  it('handles empty parts', () => {
    expect(addressWithHouseNumber('ul. Długa', ' ')).toBe('ul. Długa');
    expect(addressWithHouseNumber('', '7')).toBe('7');
  });
});
