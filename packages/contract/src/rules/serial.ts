import { SERIAL_PART_1_MAX, SERIAL_PART_2_MAX } from '../constants/products';

/*
 * spec 02 §5: look-alike characters are mapped before the A–Z0–9 check. O→0 and I→1 are the classic
 * pairs on printed labels, so a canonical serial never holds O or I. L, Q, S, Z and B stay letters: in
 * upper case (what the form shows) they are distinct, and mapping them would merge different serials.
 * Cyrillic letters identical to Latin ones are mapped too, since BG, UA and RS users type on Cyrillic
 * layouts and cannot see the difference.
 */
const LOOK_ALIKES: Record<string, string> = {
  O: '0',
  I: '1',
  İ: '1',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: '0',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  І: '1',
  Ј: 'J',
};

const SEPARATORS = /[\s-]+/g;
const VALID = /^[A-Z0-9]*$/;

/** Upper-cases, drops spaces and hyphens, folds full-width forms and maps look-alikes. */
export function normaliseSerialPart(value: string): string {
  const upper = value.normalize('NFKC').toUpperCase().replace(SEPARATORS, '');
  return Array.from(upper, (ch) => LOOK_ALIKES[ch] ?? ch).join('');
}

export type SerialPartName = 'part1' | 'part2';
export type SerialErrorKind = 'required' | 'too_long' | 'invalid_characters';
export interface SerialError {
  part: SerialPartName;
  kind: SerialErrorKind;
}

export const SERIAL_ERROR_MESSAGES: Record<SerialErrorKind, string> = {
  required: 'This part of the serial number is required.',
  too_long: 'This part of the serial number is too long.',
  invalid_characters: 'Only letters A–Z and digits 0–9 are allowed.',
};

export type SerialResult =
  | { ok: true; part1: string; part2: string; serial: string; generic: boolean }
  | { ok: false; errors: SerialError[] };

export interface ParseSerialOptions {
  /** spec 02 §5: in generic-tag regions part 2 may be empty; the scan then needs a photo. */
  part2Optional?: boolean;
}

function check(part: SerialPartName, value: string, max: number, required: boolean): SerialError | null {
  if (value === '') return required ? { part, kind: 'required' } : null;
  if (!VALID.test(value)) return { part, kind: 'invalid_characters' };
  if (value.length > max) return { part, kind: 'too_long' };
  return null;
}

/** spec 02 §5: the two-part manual serial (part 1 up to 8, part 2 up to 4), normalised and checked. */
export function parseSerial(part1: string, part2: string, options: ParseSerialOptions = {}): SerialResult {
  const p1 = normaliseSerialPart(part1);
  const p2 = normaliseSerialPart(part2);
  const errors = [
    check('part1', p1, SERIAL_PART_1_MAX, true),
    check('part2', p2, SERIAL_PART_2_MAX, !options.part2Optional),
  ].filter((e): e is SerialError => e !== null);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, part1: p1, part2: p2, serial: p1 + p2, generic: p2 === '' };
}

/** A whole serial (from a QR code): the first 8 characters are part 1, the rest part 2. */
export function parseSerialCode(code: string, options: ParseSerialOptions = {}): SerialResult {
  const normalised = normaliseSerialPart(code);
  return parseSerial(normalised.slice(0, SERIAL_PART_1_MAX), normalised.slice(SERIAL_PART_1_MAX), options);
}
