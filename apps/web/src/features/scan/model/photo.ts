import { GENERIC_PHOTO } from '@club/contract';

/**
 * The shortest longer side a kept photo has (docs/decisions/014-generic-photo-size.md): a quarter of a
 * small photo would leave the label unreadable for the operator who checks it.
 */
export const MIN_LONG_SIDE_PX = 640;

/**
 * spec 02 §5, §9: the size a photo is kept at, a quarter of each side, but never below 640 px on the
 * longer side, and never enlarged. 4032 × 3024 → 1008 × 756; 1600 × 1200 → 640 × 480; 320 × 240 stays.
 */
export function photoSize(width: number, height: number): { width: number; height: number } {
  const longSide = Math.max(width, height);
  const scale = Math.min(1, Math.max(GENERIC_PHOTO.scale, MIN_LONG_SIDE_PX / longSide));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * spec 02 §5, §9: the product photo is scaled down (`photoSize`) and stored as JPEG at quality 0.65, which
 * keeps a phone photo of several MB near 100 kB while the label stays readable.
 */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = photoSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
        'image/jpeg',
        GENERIC_PHOTO.jpegQuality,
      ),
    );
  } finally {
    bitmap.close();
  }
}
