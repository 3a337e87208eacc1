import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Where the GPS block of `photoWithGps` puts the camera: a place anyone could read back. */
export const CAMERA_MAKE = 'ClubTestCamera';

/** A real JPEG photo, `width`×`height`, of one colour with a little gradient (so it is not trivial). */
export async function jpegPhoto(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="0" y="0" width="${Math.ceil(width / 2)}" height="${height}" fill="#f2c94c"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A JPEG as a phone writes it: EXIF with the camera, the orientation (6: turn 90° clockwise to show it,
 * so a `width`×`height` sensor picture is seen as `height`×`width`) and the GPS position of the shot.
 */
export async function photoWithGps(width = 64, height = 32): Promise<Buffer> {
  return sharp(await jpegPhoto(width, height))
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: CAMERA_MAKE, Model: 'Rooftop 3000' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 13/1 4711/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '21/1 0/1 1234/100',
      },
    })
    .toBuffer();
}

/** A JPEG segment (marker FF xx) with its length. */
function segment(marker: number, body: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head[0] = 0xff;
  head[1] = marker;
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** Inserts segments right after the JPEG's start (FF D8), where APPn and comments go. */
function withSegments(jpeg: Buffer, segments: Buffer[]): Buffer {
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/**
 * A valid JPEG of exactly `size` bytes: a small photo and comment segments (COM, FF FE) to fill it up,
 * which decoders skip and re-encoding drops.
 */
export async function jpegOfSize(size: number): Promise<Buffer> {
  const photo = await jpegPhoto();
  let missing = size - photo.length;
  if (missing < 0) throw new Error(`jpegOfSize: at least ${photo.length} bytes`);
  const segments: Buffer[] = [];
  while (missing > 0) {
    // a segment takes 4 bytes of marker and length; one of 1–3 bytes missing is made by shortening the
    // previous one
    const body = Math.min(65_533, missing - 4);
    if (body < 0) {
      const last = segments.pop();
      if (!last) throw new Error('jpegOfSize: cannot make that size');
      missing += last.length;
      const shorter = Math.floor(missing / 2);
      segments.push(segment(0xfe, Buffer.alloc(shorter - 4, 0x20)));
      missing -= shorter;
      continue;
    }
    segments.push(segment(0xfe, Buffer.alloc(body, 0x20)));
    missing -= body + 4;
  }
  const out = withSegments(photo, segments);
  if (out.length !== size) throw new Error(`jpegOfSize: made ${out.length} bytes instead of ${size}`);
  return out;
}

export const POLYGLOT_HTML = '<html><body><script>parent.__pwned = 1; alert(document.domain)</script>';
/** The local file header of a ZIP archive: what makes a file readable as a ZIP (or a JAR). */
export const ZIP_SIGNATURE = Buffer.from('PK\u0003\u0004', 'latin1');

/**
 * A JPEG that is also an HTML page and a ZIP archive: the page in a comment segment near the start
 * (where browsers sniffing content look), and a ZIP entry after the image's end.
 */
export async function polyglotJpeg(): Promise<Buffer> {
  const photo = await jpegPhoto();
  const zip = Buffer.concat([
    ZIP_SIGNATURE,
    Buffer.alloc(26),
    Buffer.from('payload.js'),
    Buffer.from('fetch("/api/v1/installer/user/self")'),
  ]);
  return Buffer.concat([withSegments(photo, [segment(0xfe, Buffer.from(POLYGLOT_HTML))]), zip]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="alert(1)">' +
    '<script>alert(document.cookie)</script><rect width="64" height="64" fill="red"/></svg>',
);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/**
 * A decompression bomb: a valid PNG of `width`×`height` 1-bit grey pixels, all black, which deflate
 * packs into about 100 kB for 30000×30000 while decoding it would take 900 MB (one byte a pixel).
 */
export function pngBomb(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // each row: filter byte 0, then the row's bits
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG with transparency (half of it see-through). */
export async function transparentPng(width = 40, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();
}

/**
 * A photo with real detail, different for each `seed` (coloured blocks and a label text): what a tag
 * photo looks like to a perceptual hash, unlike the flat test pictures above.
 */
export async function detailedPhoto(seed: number, width = 640, height = 480): Promise<Buffer> {
  let state = seed * 7919 + 17;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const blocks = Array.from({ length: 16 }, () => {
    const shade = Math.floor(next() * 255);
    return `<rect x="${Math.floor(next() * width)}" y="${Math.floor(next() * height)}" width="${40 + Math.floor(next() * 220)}" height="${20 + Math.floor(next() * 140)}" fill="rgb(${shade},${255 - shade},${(shade * 7) % 255})"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#eeeeee"/>${blocks}<text x="40" y="${height / 2}" font-size="56">GGL MK04 ${seed}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
