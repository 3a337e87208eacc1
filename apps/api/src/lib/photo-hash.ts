import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_HASH_MAX_DISTANCE } from '@club/contract';

export interface PhotoHashes {
  /** SHA-256 of the stored bytes, hex: the very same file. */
  sha256: string;
  /** 64-bit difference hash (dHash) as a signed bigint, as PostgreSQL's bigint keeps it. */
  dhash: bigint;
  /**
   * The dHash cut into PHOTO_HASH_MAX_DISTANCE + 1 bands, each tagged with its position: two hashes
   * within the distance share at least one band exactly (pigeonhole), so an array-overlap index finds
   * the candidates. Empty for a picture with almost no detail, whose hash says nothing (decision 017).
   */
  bands: number[];
}

const BAND_COUNT = PHOTO_HASH_MAX_DISTANCE + 1;
/** Bit width of each band: the 64 bits shared out as evenly as possible. */
const BAND_WIDTHS = Array.from(
  { length: BAND_COUNT },
  (_, i) => Math.floor(64 / BAND_COUNT) + (i < 64 % BAND_COUNT ? 1 : 0),
);
/** A tag above every band value (bands are at most 10 bits wide while the distance is below 16). */
const BAND_TAG = 1 << 12;
/** Hashes with fewer bits set (or fewer bits clear) than this come from nearly flat pictures. */
const MIN_DETAIL_BITS = 6;

/** The number of bits in which two 64-bit hashes differ. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (x > 0n) {
    x &= x - 1n;
    count += 1;
  }
  return count;
}

/** The dHash of a picture: 9×8 grey pixels, one bit per pair of horizontal neighbours (left brighter). */
export async function differenceHash(bytes: Buffer): Promise<bigint> {
  const pixels = await sharp(bytes)
    .rotate()
    .greyscale()
    .resize(9, 8, { fit: 'fill', fastShrinkOnLoad: false })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let row = 0; row < 8; row += 1) {
    for (let col = 0; col < 8; col += 1) {
      const left = pixels[row * 9 + col] ?? 0;
      const right = pixels[row * 9 + col + 1] ?? 0;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

/** The bands of a hash for the overlap index; none for a hash of a picture without detail. */
export function hashBands(dhash: bigint): number[] {
  const bits = hammingDistance(dhash, 0n);
  if (bits < MIN_DETAIL_BITS || bits > 64 - MIN_DETAIL_BITS) return [];
  let rest = BigInt.asUintN(64, dhash);
  const bands: number[] = [];
  BAND_WIDTHS.forEach((width, index) => {
    const value = Number(rest & ((1n << BigInt(width)) - 1n));
    rest >>= BigInt(width);
    bands.push(index * BAND_TAG + value);
  });
  return bands;
}

/** What is stored with a photo so that its later re-uses are found (decision 017). */
export async function photoHashes(bytes: Buffer): Promise<PhotoHashes> {
  const dhash = await differenceHash(bytes);
  return {
    sha256: createHash('sha256').update(bytes).digest('hex'),
    dhash,
    bands: hashBands(dhash),
  };
}
