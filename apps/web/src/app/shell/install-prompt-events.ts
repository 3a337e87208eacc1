import { createStore, useStore } from '@/lib/create-store';

/** Chrome's install event; not in TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const deferredPrompt = createStore<BeforeInstallPromptEvent | null>(null);

/**
 * Chrome may fire `beforeinstallprompt` before the first render, so main.tsx starts listening at once.
 * The browser's own mini-bar is held back: spec 01 §7 decides when the app offers installation.
 */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt.set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => deferredPrompt.set(null));
}

export function useDeferredInstallPrompt(): BeforeInstallPromptEvent | null {
  return useStore(deferredPrompt);
}

export function clearDeferredInstallPrompt(): void {
  deferredPrompt.set(null);
}
