import { describe, expect, it } from 'vitest';
import { GENERIC_PHOTO } from '@club/contract';
import { MIN_LONG_SIDE_PX, photoSize } from './photo';

describe('photoSize (spec 02 §5, §9; decision 014)', () => {
  it('keeps a quarter of each side of a phone photo', () => {
    expect(GENERIC_PHOTO.scale).toBe(0.25);
    expect(photoSize(4032, 3024)).toEqual({ width: 1008, height: 756 });
    expect(photoSize(3024, 4032)).toEqual({ width: 756, height: 1008 });
    expect(photoSize(3264, 2448)).toEqual({ width: 816, height: 612 });
    // exactly at the floor: a quarter is 640
    expect(photoSize(2560, 1920)).toEqual({ width: 640, height: 480 });
  });

  it('keeps a smaller photo at 640 px on its longer side, and never enlarges one', () => {
    expect(photoSize(1600, 1200)).toEqual({ width: MIN_LONG_SIDE_PX, height: 480 });
    expect(photoSize(720, 1280)).toEqual({ width: 360, height: MIN_LONG_SIDE_PX });
    expect(photoSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(photoSize(320, 240)).toEqual({ width: 320, height: 240 });
    expect(photoSize(10_000, 1)).toEqual({ width: 2500, height: 1 });
  });
});
