import { SCANNER } from '@club/contract';

export interface ScanRegion {
  /** Top-left corner of the square in video pixels. */
  sx: number;
  sy: number;
  /** Side of the square in video pixels. */
  size: number;
  /** Side of the square handed to the decoder. */
  outSize: number;
}

/**
 * spec 02 §9: the centred square of half the shorter video side, downscaled to at most 300 px. A QR code
 * held in the guide fills most of it; decoding 300 px instead of a full frame keeps a cheap phone fast.
 */
export function scanRegion(videoWidth: number, videoHeight: number): ScanRegion | null {
  if (videoWidth <= 0 || videoHeight <= 0) return null;
  const size = Math.floor(Math.min(videoWidth, videoHeight) * SCANNER.regionRatio);
  if (size <= 0) return null;
  return {
    sx: Math.floor((videoWidth - size) / 2),
    sy: Math.floor((videoHeight - size) / 2),
    size,
    outSize: Math.min(size, SCANNER.maxFrameSidePx),
  };
}

/** Camera errors that leave nothing to scan with (spec 02 §8): the broken state with a reload. */
const BROKEN = new Set([
  'NotFoundError',
  'OverconstrainedError',
  'AbortError',
  'NotAllowedError',
  'NotReadableError',
  'SecurityError',
]);

export function isCameraBroken(error: unknown): boolean {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return BROKEN.has(name) || !(typeof navigator !== 'undefined' && navigator.mediaDevices);
}
