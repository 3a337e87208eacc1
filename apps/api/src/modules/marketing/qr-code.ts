import QRCode from 'qrcode';

/*
 * spec 03 §7 GET QR code: the sticker link as a PNG. Error correction M (15 %) survives a printed sticker
 * getting scuffed; a 4-module quiet zone is what scanners expect; 512 px prints sharp at sticker size.
 */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4, width: 512, type: 'png' } as const;

/** The PNG bytes of a QR code of the text. */
export function qrCodePng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, OPTIONS);
}

/** The same PNG as a data URL, as the app shows it. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  return `data:image/png;base64,${(await qrCodePng(text)).toString('base64')}`;
}
