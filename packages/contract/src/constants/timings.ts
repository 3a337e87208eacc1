const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/** spec 01 §7, §9 and spec 02 §9: every timing of the product, in milliseconds. */
export const TIMINGS = {
  httpTimeoutMs: 30 * SECOND,
  scanUploadTimeoutMs: 60 * SECOND,
  tokenRefreshThresholdMs: 10 * MINUTE,
  userRefetchMs: 3 * MINUTE,
  maintenancePollMs: 60 * SECOND,
  queryStaleMs: 2 * MINUTE,
  queryGcMs: 5 * MINUTE,
  contentStaleMs: 10 * MINUTE,
  contentGcMs: 30 * MINUTE,
  resendCodeLockMs: 60 * SECOND,
  serviceWorkerCheckMs: 2 * MINUTE,
  installPromptIntervalMs: 30 * DAY,
  toastMs: 5150,
  autocompleteDebounceMs: 500,
  stickerLinkDebounceMs: 1000,
  scannerStartDelayMs: 500,
  scannerIntervalMs: 500,
  scannerManualPromptMs: 18 * SECOND,
} as const;

/** spec 01 §9, spec 02 §9: interface font sizes in px. */
export const FONT_SIZES = [14, 17, 20] as const;
export type FontSize = (typeof FONT_SIZES)[number];
export const DEFAULT_FONT_SIZE: FontSize = 14;

/** spec 01 §2: the bottom navigation's scan link and its alternative. */
export const ADD_PRODUCT_LINKS = ['/scan', '/scan/manual'] as const;
export type AddProductLink = (typeof ADD_PRODUCT_LINKS)[number];
export const DEFAULT_ADD_PRODUCT_LINK: AddProductLink = '/scan';
