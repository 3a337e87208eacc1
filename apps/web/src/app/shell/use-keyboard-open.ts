import { useSyncExternalStore } from 'react';

/** spec 01 §2: the keyboard is open when the viewport is more than 200 px shorter than the screen. */
export const KEYBOARD_HEIGHT_THRESHOLD_PX = 200;

export function isKeyboardOpen(viewportHeight: number, screenHeight: number): boolean {
  return viewportHeight < screenHeight - KEYBOARD_HEIGHT_THRESHOLD_PX;
}

function measure(): boolean {
  const viewport = window.visualViewport;
  if (!viewport) return false;
  return isKeyboardOpen(viewport.height, window.screen.height);
}

function subscribe(listener: () => void): () => void {
  const viewport = window.visualViewport;
  if (!viewport) return () => undefined;
  viewport.addEventListener('resize', listener);
  return () => viewport.removeEventListener('resize', listener);
}

/**
 * Whether the on-screen keyboard is open (spec 01 §2), updated whenever the visual viewport changes size.
 * Browsers without `visualViewport` report a closed keyboard, so the navigation always shows there.
 */
export function useIsKeyboardOpen(): boolean {
  return useSyncExternalStore(subscribe, measure, () => false);
}
