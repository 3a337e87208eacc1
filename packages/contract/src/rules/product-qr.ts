import { PRODUCT_QR_MIN_PARTS } from '../constants/products';

export interface ProductQr {
  type: string;
  size: string;
  variant: string;
  serial: string;
}

interface ParsedUrl {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  pathname: string;
}

// URL exists in every runtime the contract runs in (browsers, Node) but in no ES library typing; the
// package compiles against ES only, so it is reached through globalThis with the fields used here.
const UrlConstructor = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

function parseUrl(text: string): ParsedUrl | null {
  const trimmed = text.trim();
  // Some labels print the address without its scheme.
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    return new UrlConstructor(withScheme);
  } catch {
    return null;
  }
}

function isOnDomain(hostname: string, brandDomain: string): boolean {
  const domain = brandDomain
    .trim()
    .toLowerCase()
    .replace(/^\.+|\.+$/g, '');
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return domain !== '' && (host === domain || host.endsWith(`.${domain}`));
}

/**
 * spec 02 §5, ARCHITECTURE §6: a product QR code is an http(s) URL on the brand domain (or a subdomain)
 * whose last path segment is TYPE_SIZE_VARIANT_SERIAL. Anything else gives null (the scanner ignores it).
 * The first three parts are type, size and variant; the rest, joined by '_', is the serial.
 */
export function parseProductQr(text: string, brandDomain: string): ProductQr | null {
  const url = parseUrl(text);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  if (url.username || url.password || !isOnDomain(url.hostname, brandDomain)) return null;
  const segment = url.pathname.split('/').filter(Boolean).pop();
  if (!segment) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const parts = decoded.split('_');
  if (parts.length < PRODUCT_QR_MIN_PARTS) return null;
  const [type = '', size = '', variant = ''] = parts;
  const serial = parts.slice(3).join('_');
  if (!type || !size || !variant || !serial) return null;
  return { type, size, variant, serial };
}
