import { describe, expect, it } from 'vitest';
import { defaultPhoneCountry, internationalNumber, isValidNationalNumber, nationalNumber } from './phone';

describe('phone numbers (spec 01 §5)', () => {
  it('checks the number for the chosen country; test numbers pass', () => {
    expect(isValidNationalNumber('601 234 567', 'PL')).toBe(true);
    expect(isValidNationalNumber('12345', 'PL')).toBe(false);
    expect(isValidNationalNumber('999999999901', 'SK')).toBe(true);
  });

  it('sends the national number without a typed trunk prefix', () => {
    expect(nationalNumber('091 123 4567', 'HR')).toBe('911234567');
    expect(nationalNumber('601-234-567', 'PL')).toBe('601234567');
  });

  it('shows the number with its country code, grouped as people read it', () => {
    expect(internationalNumber('501234567', 'PL')).toBe('+48 501 234 567');
    expect(internationalNumber('911234567', 'HR')).toBe('+385 91 123 4567');
    // a test number the metadata does not know keeps its digits
    expect(internationalNumber('999999999901', 'SK')).toBe('+421 999999999901');
  });

  it('preselects the domain country, else the language country, else Poland', () => {
    expect(defaultPhoneCountry('en', 'club.example.sk')).toBe('SK');
    expect(defaultPhoneCountry('cs', 'localhost')).toBe('CZ');
    expect(defaultPhoneCountry('en', 'localhost')).toBe('PL');
  });
});
