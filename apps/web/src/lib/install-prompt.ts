import { TIMINGS } from '@club/contract';
import { readString, writeString } from './storage';
import { STORAGE_KEYS } from './storage-keys';

export type InstallPlatform = 'web' | 'ios';

export interface InstallPromptContext {
  isStandalone: boolean;
  isSignedIn: boolean;
  pathname: string;
  /** Epoch milliseconds of the last prompt on this platform, or null if never shown. */
  lastPromptedAt: number | null;
  now: number;
}

/**
 * spec 01 §7: not standalone, not on /close, and the last prompt more than 30 days ago. Also not before
 * sign-in (our choice, docs/decisions/025): on the sign-in screen the person is waiting for a code, and a
 * banner that pops up there pushes the form around and is the page's largest late paint.
 */
export function shouldShowInstallPrompt(context: InstallPromptContext): boolean {
  if (context.isStandalone || !context.isSignedIn) return false;
  if (context.pathname === '/close' || context.pathname.startsWith('/close/')) return false;
  if (context.lastPromptedAt === null) return true;
  return context.now - context.lastPromptedAt > TIMINGS.installPromptIntervalMs;
}

const PROMPTED_AT_KEY = {
  web: STORAGE_KEYS.webInstallPromptedAt,
  ios: STORAGE_KEYS.iosInstallPromptedAt,
} as const;

export function readPromptedAt(platform: InstallPlatform): number | null {
  const value = Number(readString(PROMPTED_AT_KEY[platform]));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function storePromptedAt(platform: InstallPlatform, now: number = Date.now()): void {
  writeString(PROMPTED_AT_KEY[platform], String(now));
}

export function isStandaloneDisplay(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** iOS Safari has no install event; it gets the 'Share → Add to Home Screen' hint instead. */
export function isIosSafari(
  userAgent: string = navigator.userAgent,
  touchPoints = navigator.maxTouchPoints,
): boolean {
  const isIos = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
  return isIos && /Safari/.test(userAgent) && !otherBrowser;
}
