import type { AddProductLink, FontSize } from './timings';
import { DEFAULT_ADD_PRODUCT_LINK, DEFAULT_FONT_SIZE } from './timings';

/**
 * spec 01 §3, §7: every local storage key of the web app, named once. The two install-prompt keys are the
 * spec's own names; the others are ours.
 */
export const STORAGE_KEYS = {
  cart: 'cart',
  scan: 'scan',
  region: 'region',
  lang: 'lang',
  /** The signed-in account's language as last applied here (`<user uuid>:<language id>`). */
  accountLanguage: 'accountLanguage',
  /** A language picked while signed out, carried into the account at the next sign-in. */
  langChoice: 'langChoice',
  settings: 'settings',
  token: 'token',
  offlineScans: 'offlineScans',
  /** The project new scans go to until its survey is sent (spec 02 §4 active project). */
  activeProject: 'activeProject',
  /** The last list of projects that take products, so a scan can be assigned offline. */
  projectsCache: 'projectsCache',
  registrationDraft: 'registrationDraft',
  leadData: 'leadData',
  checkout: 'checkout',
  marketingData: 'marketingData',
  webInstallPromptedAt: 'webInstallPromptedAt',
  iosInstallPromptedAt: 'iosInstallPromptedAt',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * The web app's session storage keys (one tab, gone when it closes; logout clears them all). The login
 * requests this tab started, per contact, so that "Send code" within the resend lock goes back to the code
 * already sent (docs/decisions/015-sign-in-requests.md).
 */
export const SESSION_STORAGE_KEYS = {
  loginRequests: 'loginRequests',
} as const;

/** spec 01 §4: what logout removes besides session storage (token, cart). */
export const STORAGE_KEYS_CLEARED_ON_LOGOUT = [STORAGE_KEYS.token, STORAGE_KEYS.cart] as const;

/** spec 02 §3: scan photos live in a local database with one products store. */
export const INDEXED_DB = { name: 'installer-club', version: 1, stores: { products: 'products' } } as const;

/** spec 01 §3, spec 03 §3: version of the locally kept cart; another version is discarded. */
export const CART_VERSION = 1;

/** spec 01 §3: local settings. */
export interface LocalSettings {
  fontSize: FontSize;
  addProductLink: AddProductLink;
  /** Push subscription token, when the user allowed notifications. */
  fcm: string | null;
  notifications: boolean;
}

export const DEFAULT_SETTINGS: LocalSettings = {
  fontSize: DEFAULT_FONT_SIZE,
  addProductLink: DEFAULT_ADD_PRODUCT_LINK,
  fcm: null,
  notifications: false,
};
