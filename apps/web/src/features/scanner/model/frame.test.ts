import { describe, expect, it } from 'vitest';
import { isCameraBroken, scanRegion } from './frame';

describe('scanRegion (spec 02 §9)', () => {
  it('takes the centred square of half the shorter side, handed over at most 300 px wide', () => {
    expect(scanRegion(1280, 720)).toEqual({ sx: 460, sy: 180, size: 360, outSize: 300 });
    expect(scanRegion(480, 640)).toEqual({ sx: 120, sy: 200, size: 240, outSize: 240 });
  });

  it('has nothing to read before the video knows its size', () => {
    expect(scanRegion(0, 0)).toBeNull();
  });
});

describe('isCameraBroken (spec 02 §8)', () => {
  it('treats a missing or refused camera as broken, other errors not', () => {
    expect(isCameraBroken(new DOMException('none', 'NotFoundError'))).toBe(true);
    expect(isCameraBroken(new DOMException('stopped', 'AbortError'))).toBe(true);
    expect(isCameraBroken(new DOMException('no', 'NotAllowedError'))).toBe(true);
    Object.defineProperty(navigator, 'mediaDevices', { value: {}, configurable: true });
    expect(isCameraBroken(new TypeError('odd'))).toBe(false);
  });
});
