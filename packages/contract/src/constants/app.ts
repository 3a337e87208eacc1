/** spec 01 §1: the application version reported everywhere. */
export const APP_VERSION = '3.5.7';

/**
 * spec 01 §7: every call names the platform it comes from in this header (HTTP header names are
 * case-insensitive; this is how Node.js reads them).
 */
export const PLATFORM_HEADER = 'x-platform';
/**
 * The platforms a client may name: the web app (installed or in a browser), and the native shells of the
 * same app (spec 02 §5 speaks of photos "taken natively"). The server refuses any other value.
 */
export const PLATFORMS = ['web', 'ios', 'android'] as const;
export type Platform = (typeof PLATFORMS)[number];
/** What this web app sends. */
export const WEB_PLATFORM = 'web' satisfies Platform;

export const isPlatform = (value: unknown): value is Platform =>
  typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value);

/** spec 01 §8: a cancelled request answers this synthetic status; 503 means maintenance. */
export const HTTP_STATUS = {
  cancelled: 499,
  maintenance: 503,
  wrongCode: 406,
} as const;
