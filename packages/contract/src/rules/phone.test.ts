import { describe, expect, it } from 'vitest';
import { isTestPhoneBypass, phoneDigits } from './phone';

describe('isTestPhoneBypass', () => {
  it('accepts 12 digits starting with ten nines', () => {
    expect(isTestPhoneBypass('999999999901')).toBe(true);
    expect(isTestPhoneBypass('999999999999')).toBe(true);
    expect(isTestPhoneBypass(' 999999999912 ')).toBe(true);
  });

  it('refuses other lengths', () => {
    expect(isTestPhoneBypass('99999999990')).toBe(false);
    expect(isTestPhoneBypass('9999999999012')).toBe(false);
  });

  it('refuses fewer than ten leading nines or non-digits', () => {
    expect(isTestPhoneBypass('999999999801')).toBe(false);
    expect(isTestPhoneBypass('899999999901')).toBe(false);
    expect(isTestPhoneBypass('9999999999AB')).toBe(false);
    expect(isTestPhoneBypass('+99999999990')).toBe(false);
  });
});

describe('phoneDigits', () => {
  it('drops the usual separators', () => {
    expect(phoneDigits('(601) 234-56.78')).toBe('6012345678');
  });
});
