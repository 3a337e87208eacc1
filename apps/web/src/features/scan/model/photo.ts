import { GENERIC_PHOTO } from '@club/contract';

/** Photos smaller than this on their longer side are kept as they are: a quarter would be unreadable. */
const MIN_LONG_SIDE_PX = 640;

/**
 * spec 02 §5, §9: the product photo is scaled to a quarter and stored as JPEG at quality 0.65, which keeps
 * a phone photo of several MB near 100 kB while the label stays readable.
 */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const longSide = Math.max(bitmap.width, bitmap.height);
    const scale = Math.min(1, Math.max(GENERIC_PHOTO.scale, MIN_LONG_SIDE_PX / longSide));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
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
