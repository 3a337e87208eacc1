import sharp from 'sharp';
import { AppError } from './app-error';

/** What an uploaded picture may be, by its first bytes (its name and declared type are never asked). */
const SIGNATURES: { format: 'jpeg' | 'png'; bytes: number[] }[] = [
  { format: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { format: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

export interface ReencodeLimits {
  /** Largest picture accepted, in pixels (width × height) as its header declares them. */
  maxPixels: number;
  /** The stored picture is scaled down to fit this on its longer side (never up). */
  maxLongSidePx: number;
  /** JPEG quality of the stored picture, 1–100. */
  quality: number;
}

export interface ReencodedImage {
  bytes: Buffer;
  mimeType: 'image/jpeg';
  width: number;
  height: number;
}

// Nothing of an upload is worth keeping in memory after its answer: libvips' operation cache holds
// decoded pixels of earlier inputs.
sharp.cache(false);

const notAPicture = (field: string) =>
  AppError.validation({ [field]: ['The image must be a JPEG or PNG picture.'] });

/**
 * Decodes an uploaded picture and encodes it again as a new JPEG, so that only its pixels are kept:
 * no EXIF (GPS position, camera, owner), no comments, no bytes after the image's end. A file that is
 * also an HTML page, a script or a ZIP (a polyglot) comes out as a plain picture, and the stored file
 * is always the JPEG we wrote, whatever was sent.
 *
 * 422 on `field` for anything that is not a decodable JPEG or PNG (SVG, GIF, HTML… whatever its declared
 * type) and for pictures larger than `maxPixels`. The size is read from the header before a pixel is
 * decoded and libvips is held to the same limit while decoding, so a small file declaring a huge picture
 * (a decompression bomb) is refused at once without its memory. Orientation from EXIF is applied to the
 * pixels before the EXIF goes; transparency is laid on white. The work runs on libuv's thread pool (four
 * threads unless UV_THREADPOOL_SIZE says otherwise), which also bounds how many pictures are decoded at
 * once, and leaves the event loop free.
 */
export async function reencodeImage(
  input: Buffer,
  limits: ReencodeLimits,
  field = 'image',
): Promise<ReencodedImage> {
  const signature = SIGNATURES.find(({ bytes }) => bytes.every((b, i) => input[i] === b));
  if (!signature) throw notAPicture(field);
  let width: number;
  let height: number;
  try {
    const header = await sharp(input, { limitInputPixels: false }).metadata();
    if (header.format !== signature.format) throw notAPicture(field);
    width = header.width;
    height = header.height;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAPicture(field);
  }
  if (width * height > limits.maxPixels) {
    const megapixels = Math.floor(limits.maxPixels / 1_000_000);
    throw AppError.validation({
      [field]: [
        `The picture is too large: at most ${megapixels} megapixels (this one is ${width}×${height}).`,
      ],
    });
  }
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: limits.maxPixels,
      // a picture with broken or cut pixel data is refused; warnings (common in phone JPEGs) are not
      failOn: 'error',
      sequentialRead: true,
    })
      .rotate()
      .resize({
        width: limits.maxLongSidePx,
        height: limits.maxLongSidePx,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: limits.quality, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, mimeType: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    throw notAPicture(field);
  }
}
