import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, loadSettings, parseSettings, settingsStore, updateSettings } from './settings';
import { STORAGE_KEYS } from './storage-keys';

describe('settings', () => {
  beforeEach(() => settingsStore.set({ ...DEFAULT_SETTINGS }));

  it('falls back to the spec defaults (14 px, /scan) for missing or broken values', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings({ fontSize: 15, addProductLink: '/elsewhere' })).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings({ fontSize: '17px', addProductLink: '/scan/manual' })).toMatchObject({
      fontSize: 17,
      addProductLink: '/scan/manual',
    });
  });

  it('applies the stored font size to the root element when loaded', () => {
    window.localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify({ fontSize: 20 }));
    expect(loadSettings().fontSize).toBe(20);
    expect(document.documentElement.style.fontSize).toBe('20px');
  });

  it('ignores unreadable stored JSON', () => {
    window.localStorage.setItem(STORAGE_KEYS.settings, '{not json');
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
    expect(document.documentElement.style.fontSize).toBe('14px');
  });

  it('persists an update and keeps the other settings', () => {
    updateSettings({ addProductLink: '/scan/manual' });
    updateSettings({ fontSize: 17 });
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.settings) ?? '{}') as unknown;
    expect(stored).toEqual({ ...DEFAULT_SETTINGS, fontSize: 17, addProductLink: '/scan/manual' });
    expect(document.documentElement.style.fontSize).toBe('17px');
  });
});
