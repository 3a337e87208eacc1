import { describe, expect, it } from 'vitest';
import { mapsHref, telHref } from './lead-links';

describe('customer links', () => {
  it('dials the number as typed, without spaces, keeping an international prefix', () => {
    expect(telHref('+48 512 345 678')).toBe('tel:+48512345678');
    expect(telHref('0048 512-345-678')).toBe('tel:+48512345678');
    expect(telHref('512 345 678')).toBe('tel:512345678');
    expect(telHref('12')).toBeNull();
  });

  it('searches the address in maps, skipping missing parts', () => {
    expect(mapsHref(['ul. Długa 5', '00-950', 'Warszawa'])).toBe(
      'https://www.google.com/maps/search/?api=1&query=ul.%20D%C5%82uga%205%2C%2000-950%2C%20Warszawa',
    );
    expect(mapsHref(['Main St 1', null, ' '])).toBe(
      'https://www.google.com/maps/search/?api=1&query=Main%20St%201',
    );
    expect(mapsHref([null, ''])).toBeNull();
  });
});
