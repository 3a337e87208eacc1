import { describe, expect, it } from 'vitest';
import { normaliseSerialPart, parseSerial, parseSerialCode } from './serial';

describe('normaliseSerialPart', () => {
  it('upper-cases, trims and drops inner spaces and hyphens', () => {
    expect(normaliseSerialPart('  ab12 cd-34 ')).toBe('AB12CD34');
  });

  it('maps O to 0 and I to 1, in either case', () => {
    expect(normaliseSerialPart('oOiI')).toBe('0011');
  });

  it('keeps letters that do not look like digits', () => {
    expect(normaliseSerialPart('LQSZB')).toBe('LQSZB');
  });

  it('maps Cyrillic look-alikes and full-width characters', () => {
    expect(normaliseSerialPart('АВС1')).toBe('ABC1');
    expect(normaliseSerialPart('ор')).toBe('0P');
    expect(normaliseSerialPart('１２ＡＢ')).toBe('12AB');
  });
});

describe('parseSerial', () => {
  it('accepts parts at their maximum lengths', () => {
    expect(parseSerial('12345678', 'abcd')).toEqual({
      ok: true,
      part1: '12345678',
      part2: 'ABCD',
      serial: '12345678ABCD',
      generic: false,
    });
  });

  it('rejects a part 1 of 9 characters and a part 2 of 5', () => {
    expect(parseSerial('123456789', 'ABCDE')).toEqual({
      ok: false,
      errors: [
        { part: 'part1', kind: 'too_long' },
        { part: 'part2', kind: 'too_long' },
      ],
    });
  });

  it('counts length after normalisation', () => {
    expect(parseSerial(' 1234 5678 ', 'AB-CD').ok).toBe(true);
  });

  it('rejects characters outside A–Z0–9', () => {
    expect(parseSerial('1234#678', 'ÄB')).toEqual({
      ok: false,
      errors: [
        { part: 'part1', kind: 'invalid_characters' },
        { part: 'part2', kind: 'invalid_characters' },
      ],
    });
  });

  it('requires both parts unless part 2 is optional', () => {
    expect(parseSerial('', '')).toEqual({
      ok: false,
      errors: [
        { part: 'part1', kind: 'required' },
        { part: 'part2', kind: 'required' },
      ],
    });
    expect(parseSerial('1234', ' ', { part2Optional: true })).toMatchObject({
      ok: true,
      serial: '1234',
      generic: true,
    });
    expect(parseSerial('', '', { part2Optional: true })).toEqual({
      ok: false,
      errors: [{ part: 'part1', kind: 'required' }],
    });
  });
});

describe('parseSerialCode', () => {
  it('splits a whole serial after 8 characters', () => {
    expect(parseSerialCode('12345678abcd')).toMatchObject({ ok: true, part1: '12345678', part2: 'ABCD' });
    expect(parseSerialCode('1234567890ABC')).toEqual({
      ok: false,
      errors: [{ part: 'part2', kind: 'too_long' }],
    });
  });
});
