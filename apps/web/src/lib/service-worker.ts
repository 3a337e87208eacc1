import { registerSW } from 'virtual:pwa-register';
import { TIMINGS } from '@club/contract';
import { createStore, useStore } from './create-store';

const updateWaiting = createStore(false);
let activateUpdate: ((reloadPage?: boolean) => Promise<void>) | undefined;

/**
 * spec 01 §7: the worker file is fetched without cache; only a 200 answer triggers the update check,
 * so that an offline device or a server in maintenance never loses its working worker.
 */
export async function checkForUpdate(swUrl: string, registration: ServiceWorkerRegistration): Promise<void> {
  if (registration.installing || !navigator.onLine) return;
  try {
    const response = await fetch(swUrl, { cache: 'no-store', headers: { 'cache-control': 'no-cache' } });
    if (response.status === 200) await registration.update();
  } catch {
    // offline or the server is away: try again at the next tick
  }
}

/** Registers the worker once per page; a new version waits until the person accepts it. */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  activateUpdate = registerSW({
    onNeedRefresh: () => updateWaiting.set(true),
    onRegisteredSW(swUrl, registration) {
      if (!registration) return;
      window.setInterval(() => void checkForUpdate(swUrl, registration), TIMINGS.serviceWorkerCheckMs);
    },
  });
}

export function useIsUpdateWaiting(): boolean {
  return useStore(updateWaiting);
}

/** Tells the waiting worker to take over; the page reloads once it controls it. */
export function acceptUpdate(): void {
  updateWaiting.set(false);
  void activateUpdate?.(true);
}

export function postponeUpdate(): void {
  updateWaiting.set(false);
}
