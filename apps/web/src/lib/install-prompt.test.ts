import { describe, expect, it } from 'vitest';
import { TIMINGS } from '@club/contract';
import { isIosSafari, readPromptedAt, shouldShowInstallPrompt, storePromptedAt } from './install-prompt';
import { STORAGE_KEYS } from './storage-keys';

const NOW = Date.UTC(2025, 5, 1);
const base = { isStandalone: false, isSignedIn: true, pathname: '/', lastPromptedAt: null, now: NOW };

describe('install prompt rule (spec 01 §7)', () => {
  it('shows when never prompted, outside standalone, not on /close', () => {
    expect(shouldShowInstallPrompt(base)).toBe(true);
  });

  it('waits for the sign-in', () => {
    expect(shouldShowInstallPrompt({ ...base, isSignedIn: false })).toBe(false);
  });

  it('never shows in the installed app', () => {
    expect(shouldShowInstallPrompt({ ...base, isStandalone: true })).toBe(false);
  });

  it('never shows on /close', () => {
    expect(shouldShowInstallPrompt({ ...base, pathname: '/close' })).toBe(false);
    expect(shouldShowInstallPrompt({ ...base, pathname: '/closet' })).toBe(true);
  });

  it('shows again only more than 30 days after the last prompt', () => {
    const thirtyDays = TIMINGS.installPromptIntervalMs;
    expect(shouldShowInstallPrompt({ ...base, lastPromptedAt: NOW - thirtyDays })).toBe(false);
    expect(shouldShowInstallPrompt({ ...base, lastPromptedAt: NOW - thirtyDays - 1 })).toBe(true);
    expect(shouldShowInstallPrompt({ ...base, lastPromptedAt: NOW - 1000 })).toBe(false);
  });

  it('keeps the time of each platform under its own key', () => {
    storePromptedAt('web', NOW);
    expect(window.localStorage.getItem(STORAGE_KEYS.webInstallPromptedAt)).toBe(String(NOW));
    expect(readPromptedAt('web')).toBe(NOW);
    expect(readPromptedAt('ios')).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.iosInstallPromptedAt, 'garbage');
    expect(readPromptedAt('ios')).toBeNull();
  });

  it('recognises iOS Safari but not other iOS browsers', () => {
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const chromeIos = safari.replace('Version/17.4', 'CriOS/124.0.6367.88');
    const android =
      'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
    expect(isIosSafari(safari, 5)).toBe(true);
    expect(isIosSafari(chromeIos, 5)).toBe(false);
    expect(isIosSafari(android, 5)).toBe(false);
  });
});
