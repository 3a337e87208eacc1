import { describe, expect, it } from 'vitest';
import { registrationNumberRule, registrationNumberRuleForRegionId } from '../constants/registration';
import { cleanRegistrationNumber } from './registration-number';

describe('cleanRegistrationNumber', () => {
  it('strips every kind of whitespace, inside and around', () => {
    expect(cleanRegistrationNumber(' 123 456\t78\n')).toBe('12345678');
    expect(cleanRegistrationNumber('SK\u00a02020\u202f123456')).toBe('SK2020123456');
  });

  it('keeps everything else', () => {
    expect(cleanRegistrationNumber('CZ-123/45')).toBe('CZ-123/45');
    expect(cleanRegistrationNumber('   ')).toBe('');
  });
});

describe('registrationNumberRule', () => {
  it('requires the number in the ten listed regions only', () => {
    expect(registrationNumberRule('CZ').first.required).toBe(true);
    expect(registrationNumberRule('LT').first.required).toBe(true);
    expect(registrationNumberRule('PL').first.required).toBe(false);
    expect(registrationNumberRule('IT').first.required).toBe(false);
  });

  it('asks for the second number in SK, EE and LV only', () => {
    expect(registrationNumberRule('SK').second?.required).toBe(true);
    expect(registrationNumberRule('LV').second?.message).toBe('VAT number (PVN) is required.');
    expect(registrationNumberRule('CZ').second).toBeNull();
  });

  it('uses region-specific texts and keys, with the spec fallbacks elsewhere', () => {
    expect(registrationNumberRule('CZ').first).toMatchObject({
      message: 'Company ID (IČO) is required.',
      messageKey: 'registration_number_required_cz',
    });
    expect(registrationNumberRule('IT').first).toMatchObject({
      message: 'Registration number is required.',
      labelKey: 'registration_number_label',
    });
  });

  it('finds the rule by region id, not for "All"', () => {
    expect(registrationNumberRuleForRegionId(13)?.second?.required).toBe(true);
    expect(registrationNumberRuleForRegionId(1)).toBeUndefined();
    expect(registrationNumberRuleForRegionId(99)).toBeUndefined();
  });
});
