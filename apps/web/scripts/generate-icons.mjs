// Draws the app icons (a roof with a roof window) into public/icons with Node built-ins only.
// Run: node apps/web/scripts/generate-icons.mjs
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const BLUE = [11, 79, 138, 255];
const WHITE = [255, 255, 255, 255];
const CLEAR = [0, 0, 0, 0];
const SAMPLES = 4;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

function encodePng(size, pixel) {
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const rgba = pixel(x, y);
      rgba.forEach((v, i) => (rows[y * (size * 4 + 1) + 1 + x * 4 + i] = v));
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const distToSegment = (px, py, [ax, ay], [bx, by]) => {
  const t = Math.max(
    0,
    Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)),
  );
  return Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay)));
};

/** Colour of the artwork at (u, v) in the unit square; `rounded` gives the non-maskable outline. */
function artwork(u, v, rounded) {
  const r = 0.18;
  const cx = Math.min(Math.max(u, r), 1 - r);
  const cy = Math.min(Math.max(v, r), 1 - r);
  if (rounded && Math.hypot(u - cx, v - cy) > r) return CLEAR;
  // the maskable icon keeps its drawing inside the 80 % safe zone
  const s = rounded ? 1 : 0.8;
  const x = (u - 0.5) / s + 0.5;
  const y = (v - 0.5) / s + 0.5;
  const roof = Math.min(
    distToSegment(x, y, [0.17, 0.53], [0.5, 0.24]),
    distToSegment(x, y, [0.5, 0.24], [0.83, 0.53]),
  );
  if (roof < 0.045) return WHITE;
  const inWindow = x > 0.37 && x < 0.63 && y > 0.44 && y < 0.76;
  const bar = Math.abs(x - 0.5) < 0.014 || Math.abs(y - 0.6) < 0.014;
  return inWindow && !bar ? WHITE : BLUE;
}

function draw(size, rounded) {
  return encodePng(size, (x, y) => {
    const sum = [0, 0, 0, 0];
    for (let i = 0; i < SAMPLES; i++) {
      for (let j = 0; j < SAMPLES; j++) {
        const c = artwork((x + (i + 0.5) / SAMPLES) / size, (y + (j + 0.5) / SAMPLES) / size, rounded);
        for (let k = 0; k < 4; k++) sum[k] += c[k] * (k < 3 ? c[3] / 255 : 1);
      }
    }
    const n = SAMPLES * SAMPLES;
    const alpha = sum[3] / n;
    return alpha === 0
      ? CLEAR
      : [...sum.slice(0, 3).map((c) => Math.round(c / n / (alpha / 255))), Math.round(alpha)];
  });
}

mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, 'icon-192.png'), draw(192, true));
writeFileSync(join(OUT, 'icon-512.png'), draw(512, true));
writeFileSync(join(OUT, 'icon-maskable-512.png'), draw(512, false));
writeFileSync(join(OUT, 'apple-touch-icon-180.png'), draw(180, false));
console.log(`icons written to ${OUT}`);
