import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { ACCOUNT_LIMITS } from '@club/contract';

/** ARCHITECTURE §4: 5 digits from a CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, ACCOUNT_LIMITS.codeMax + 1)).padStart(ACCOUNT_LIMITS.codeLength, '0');
}

/** The code is kept as a keyed hash bound to its account, so a leaked table reveals no usable code. */
export function hashCode(secret: string, subject: string, code: string): string {
  return createHmac('sha256', secret).update(`${subject}:${code}`).digest('hex');
}

export function isSameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Login request ids: 128 random bits, base64url (22 characters). Only their SHA-256 is stored; knowing one
 * lets a caller spend that request's 5 tries and no more (docs/decisions/015-sign-in-requests.md).
 */
export function generateRequestId(): string {
  return randomBytes(16).toString('base64url');
}

export function hashRequestId(requestId: string): string {
  return createHash('sha256').update(`login-request:${requestId}`).digest('hex');
}

/** Refresh tokens: 32 random bytes; only their SHA-256 is stored (they are not guessable, so no key). */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const keyFrom = (secret: string) => createHash('sha256').update(`refresh-grace:${secret}`).digest();

/** AES-256-GCM for the short-lived copy of a successor pair (the 30 s grace of ARCHITECTURE §4). */
export function encryptSecret(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function decryptSecret(secret: string, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
