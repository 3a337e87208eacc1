import {
  ADD_PRODUCT_LINKS,
  DEFAULT_SETTINGS,
  FONT_SIZES,
  type AddProductLink,
  type FontSize,
  type LocalSettings,
} from '@club/contract';
import { createStore, useStore } from './create-store';
import { readJson, writeJson } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/** spec 01 §3 Settings (local): fontSize, addProductLink, fcm, notifications. */
export type Settings = LocalSettings;
export { DEFAULT_SETTINGS };

const isFontSize = (value: unknown): value is FontSize => FONT_SIZES.includes(value as FontSize);
const isAddProductLink = (value: unknown): value is AddProductLink =>
  ADD_PRODUCT_LINKS.includes(value as AddProductLink);

/** Keeps what is valid of a stored value; older apps stored the size as '17px'. */
export function parseSettings(raw: unknown): Settings {
  if (typeof raw !== 'object' || raw === null) return { ...DEFAULT_SETTINGS };
  const stored = raw as Record<string, unknown>;
  const size = typeof stored.fontSize === 'string' ? Number.parseInt(stored.fontSize, 10) : stored.fontSize;
  return {
    fontSize: isFontSize(size) ? size : DEFAULT_SETTINGS.fontSize,
    addProductLink: isAddProductLink(stored.addProductLink)
      ? stored.addProductLink
      : DEFAULT_SETTINGS.addProductLink,
    fcm: typeof stored.fcm === 'string' ? stored.fcm : null,
    notifications: stored.notifications === true,
  };
}

export const settingsStore = createStore<Settings>({ ...DEFAULT_SETTINGS });

/** Every size in the interface is in rem, so the root size scales the whole app (ARCHITECTURE §8). */
export function applyFontSize(size: FontSize, root: HTMLElement = document.documentElement): void {
  root.style.fontSize = `${size}px`;
}

/** Reads the stored settings and applies the font size; main.tsx calls it before the first render. */
export function loadSettings(): Settings {
  const settings = parseSettings(readJson(STORAGE_KEYS.settings));
  settingsStore.set(settings);
  applyFontSize(settings.fontSize);
  return settings;
}

export function updateSettings(patch: Partial<Settings>): Settings {
  const next = { ...settingsStore.get(), ...patch };
  writeJson(STORAGE_KEYS.settings, next);
  settingsStore.set(next);
  applyFontSize(next.fontSize);
  return next;
}

export function useSettings(): Settings {
  return useStore(settingsStore);
}
