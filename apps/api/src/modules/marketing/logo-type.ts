/*
 * spec 03 §5: the logo types a print shop takes, recognised by their bytes, never by the name or the type
 * the client declares. Each answer is the type we store and serve the file with.
 */

export interface LogoType {
  mimeType: string;
  extension: string;
}

const starts = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (bytes: Buffer, text: string, at = 0) =>
  starts(
    bytes,
    Array.from(text, (ch) => ch.charCodeAt(0)),
    at,
  );

// How far into an SVG its root element may start (XML declaration, comments, a doctype).
const SVG_PROLOG_MAX = 4096;
const PROLOG_ITEM = /^\s*(?:<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>[]*(?:\[[\s\S]*?\])?\s*>)/i;

/**
 * An SVG is text: the start is read as XML (a BOM, then an XML declaration, comments and an svg doctype
 * at most), and its root must be an `<svg` element. HTML, a script or any other root is no SVG.
 */
function isSvg(bytes: Buffer): boolean {
  let text = bytes.subarray(0, SVG_PROLOG_MAX).toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.includes('\u0000') || text.includes('\ufffd')) return false;
  for (;;) {
    const item = PROLOG_ITEM.exec(text);
    if (!item) break;
    text = text.slice(item[0].length);
  }
  return /^\s*<svg[\s>/]/.test(text);
}

/** The type of a logo by its content, or null when it is none of the accepted ones. */
export function detectLogoType(bytes: Buffer, fileName: string): LogoType | null {
  if (starts(bytes, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extension: 'jpg' };
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mimeType: 'image/png', extension: 'png' };
  }
  if (ascii(bytes, '%PDF-')) {
    // An Adobe Illustrator file is a PDF inside; its name tells the print shop which program opens it.
    return /\.ai$/i.test(fileName)
      ? { mimeType: 'application/illustrator', extension: 'ai' }
      : { mimeType: 'application/pdf', extension: 'pdf' };
  }
  if (ascii(bytes, '%!PS')) {
    const firstLine = bytes.subarray(0, 80).toString('latin1').split(/[\r\n]/)[0] ?? '';
    return /EPSF/.test(firstLine)
      ? { mimeType: 'application/eps', extension: 'eps' }
      : { mimeType: 'application/postscript', extension: 'ps' };
  }
  // DOS EPS binary header (a PostScript part with a TIFF or WMF preview)
  if (starts(bytes, [0xc5, 0xd0, 0xd3, 0xc6])) return { mimeType: 'application/eps', extension: 'eps' };
  if (starts(bytes, [0x49, 0x49, 0x2a, 0x00]) || starts(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return { mimeType: 'image/tiff', extension: 'tif' };
  }
  if (ascii(bytes, '8BPS') && (starts(bytes, [0, 1], 4) || starts(bytes, [0, 2], 4))) {
    return { mimeType: 'image/vnd.adobe.photoshop', extension: 'psd' };
  }
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04])) return { mimeType: 'application/zip', extension: 'zip' };
  if (isSvg(bytes)) return { mimeType: 'image/svg+xml', extension: 'svg' };
  return null;
}

/** Types whose pixels the proof can draw (pdfkit embeds JPEG and PNG). */
export const isRasterLogo = (mimeType: string) => mimeType === 'image/jpeg' || mimeType === 'image/png';

/** The client's name made safe to keep and show: no path, no control characters, at most 120 characters. */
export function cleanFileName(name: string | undefined, extension: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '').trim().slice(0, 120);
  return clean || `logo.${extension}`;
}
