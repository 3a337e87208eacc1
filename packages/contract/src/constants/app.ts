/** spec 01 §1: the application version reported everywhere. */
export const APP_VERSION = '3.5.7';

/** spec 01 §7: every call names the platform in a header. */
export const PLATFORM_HEADER = 'x-platform';
export const PLATFORM = 'pwa';

/** spec 01 §8: a cancelled request answers this synthetic status; 503 means maintenance. */
export const HTTP_STATUS = {
  cancelled: 499,
  maintenance: 503,
  wrongCode: 406,
} as const;
