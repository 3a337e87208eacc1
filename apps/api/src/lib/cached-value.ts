import type { Clock } from './clock';

/**
 * Keeps the result of `load` for `ttlMs`. Concurrent callers during a reload share one promise, so a
 * burst of requests after expiry costs one query, not one each. A failed load is not cached.
 */
export function createCachedValue<T>(load: () => Promise<T>, ttlMs: number, clock: Clock) {
  let value: { data: T; expiresAt: number } | null = null;
  let pending: Promise<T> | null = null;

  async function get(): Promise<T> {
    const now = clock.now().getTime();
    if (value && value.expiresAt > now) return value.data;
    if (!pending) {
      pending = load()
        .then((data) => {
          value = { data, expiresAt: clock.now().getTime() + ttlMs };
          return data;
        })
        .finally(() => {
          pending = null;
        });
    }
    return pending;
  }

  return {
    get,
    invalidate: () => {
      value = null;
    },
  };
}
export type CachedValue<T> = ReturnType<typeof createCachedValue<T>>;
