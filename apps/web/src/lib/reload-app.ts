/**
 * Caches the service worker fills at run time carry this prefix. The precache is left alone: the worker
 * keeps it consistent with the deployed version, and the app must still open offline after a reload.
 */
export const RUNTIME_CACHE_PREFIX = 'club-runtime';

/** spec 02 §2 Settings, other: reload the app after dropping what it cached while running. */
export async function reloadApp(): Promise<void> {
  try {
    if ('caches' in window) {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith(RUNTIME_CACHE_PREFIX)).map((n) => caches.delete(n)));
    }
  } finally {
    window.location.reload();
  }
}
