import { describe, expect, it } from 'vitest';
import { inferCountry } from './default-country';

describe('inferCountry (the registration country, spec 01 §2 step 0)', () => {
  it('takes a club country from the domain first', () => {
    expect(inferCountry('club.example.sk', ['en-GB'])).toBe('SK');
  });

  it('takes the region of the browser languages, in their order', () => {
    expect(inferCountry('localhost', ['en-US', 'cs-CZ'])).toBe('CZ');
    expect(inferCountry('localhost', ['en-PL', 'en'])).toBe('PL');
    expect(inferCountry('localhost', ['ru-UA'])).toBe('UA');
  });

  it('takes the country of a language spoken in one club country', () => {
    expect(inferCountry('localhost', ['en-GB', 'pl'])).toBe('PL');
    expect(inferCountry('localhost', ['sk'])).toBe('SK');
  });

  it('infers nothing from English, or from a country outside the club', () => {
    expect(inferCountry('localhost', ['en-GB', 'en'])).toBeNull();
    expect(inferCountry('localhost', ['de-AT', 'de'])).toBeNull();
    expect(inferCountry('localhost', ['en'])).toBeNull();
    expect(inferCountry('localhost', [])).toBeNull();
  });
});
