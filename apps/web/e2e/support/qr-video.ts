// A video of a QR code for Chromium's fake camera (--use-file-for-fake-video-capture): YUV4MPEG2, 4:2:0,
// the code drawn black on white with its quiet zone, in the middle of every frame.
import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';

export async function writeQrVideo(
  path: string,
  text: string,
  { width = 640, height = 480, frames = 10, fps = 10 } = {},
): Promise<void> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const quiet = 4;
  // the code takes 40 % of the shorter side, inside the square the scanner decodes (half of it)
  const scale = Math.max(2, Math.floor((Math.min(width, height) * 0.4) / (count + 2 * quiet)));
  const side = (count + 2 * quiet) * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);

  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < side; y += 1) {
    const row = Math.floor(y / scale) - quiet;
    for (let x = 0; x < side; x += 1) {
      const col = Math.floor(x / scale) - quiet;
      const dark = row >= 0 && col >= 0 && row < count && col < count && modules.get(row, col);
      luma[(top + y) * width + left + x] = dark ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  await writeFile(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
