#!/usr/bin/env node
// Decode time of one scanner frame: a 300 × 300 px square holding a product QR code (what /scan hands the
// decoder twice a second, spec 02 §9), read by zxing-wasm's reader as the app uses it.
//   node apps/web/scripts/measure-qr-decode.mjs [runs]
import QRCode from 'qrcode';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

// In Node the module is handed the same .wasm file the app bundles (the browser fetches it from our origin).
const wasm = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
await prepareZXingModule({ overrides: { wasmBinary: readFileSync(wasm).buffer }, fireImmediately: true });

const runs = Number(process.argv[2] ?? 200);
const SIDE = 300;

/** RGBA pixels of the code, black on white with its quiet zone, optionally with camera-like noise. */
function frame(text, noise) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size + 8;
  const scale = Math.floor((SIDE * 0.8) / count);
  const offset = Math.floor((SIDE - count * scale) / 2);
  const data = new Uint8ClampedArray(SIDE * SIDE * 4);
  for (let y = 0; y < SIDE; y += 1) {
    for (let x = 0; x < SIDE; x += 1) {
      const row = Math.floor((y - offset) / scale) - 4;
      const col = Math.floor((x - offset) / scale) - 4;
      const dark = row >= 0 && col >= 0 && row < modules.size && col < modules.size && modules.get(row, col);
      const jitter = noise ? Math.round((Math.random() - 0.5) * 90) : 0;
      const value = Math.max(0, Math.min(255, (dark ? 30 : 220) + jitter));
      data.set([value, value, value, 255], (y * SIDE + x) * 4);
    }
  }
  return { data, width: SIDE, height: SIDE, colorSpace: 'srgb' };
}

async function measure(label, image, hasCode = true) {
  const options = { formats: ['QRCode'], maxNumberOfSymbols: 1, tryHarder: true };
  const [first] = await readBarcodes(image, options);
  if (hasCode && !first?.isValid) throw new Error(`${label}: the code was not read`);
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await readBarcodes(image, options);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(`${label.padEnd(28)} median ${at(0.5)} ms, p95 ${at(0.95)} ms (${runs} runs)`);
}

const text = 'https://skylight.example/p/GGL_MK04_2070_12345678ABCD';
await measure('clean 300 px frame', frame(text, false));
await measure('noisy 300 px frame', frame(text, true));
const empty = { ...frame('x', false), data: new Uint8ClampedArray(SIDE * SIDE * 4).fill(200) };
await measure('300 px frame without a code', empty, false);
