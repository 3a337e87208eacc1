import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

const at = (hours: number, minutes = 0, seconds = 0) => new Date(2024, 5, 15, hours, minutes, seconds);

describe('greetingFor', () => {
  it('says morning from midnight until 11:59:59', () => {
    expect(greetingFor(at(0))).toBe('morning');
    expect(greetingFor(at(11, 59, 59))).toBe('morning');
  });

  it('says afternoon from 12:00 until 17:59:59', () => {
    expect(greetingFor(at(12))).toBe('afternoon');
    expect(greetingFor(at(17, 59, 59))).toBe('afternoon');
  });

  it('says evening from 18:00 until midnight', () => {
    expect(greetingFor(at(18))).toBe('evening');
    expect(greetingFor(at(23, 59, 59))).toBe('evening');
  });
});
