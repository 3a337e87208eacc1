import { createElement, use, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespaces, type Namespace } from '../lib/i18n';
import { loadQueryClient } from '../lib/query-client-loader';

interface ScreenModule {
  Component: ComponentType;
}

interface ScreenOptions {
  /**
   * Whether the screen reads or sends data from its first render (TanStack Query's client is loaded with
   * it). /login's first step does not: its forms wait for the client themselves.
   */
  queries?: boolean;
}

type TrackedPromise = Promise<void> & { status?: 'fulfilled' | 'rejected'; reason?: unknown };

/** What a route loaded on demand keeps in its `handle`: the way to fetch its code and texts ahead. */
export interface ScreenHandle {
  preload: () => Promise<void>;
}

/**
 * A route whose screen is loaded on first visit, together with the texts it needs (and the query client),
 * so that it appears complete instead of suspending once more for its translations. Until then it suspends
 * (the layouts' Suspense shows the loading page); `preloadRoutes` fetches it ahead, and a screen that is
 * already there renders at once, which is what hydrating a page rendered at build time needs.
 */
export function lazyScreen(
  load: () => Promise<ScreenModule>,
  namespaces: readonly Namespace[] = ['titles'],
  { queries = true }: ScreenOptions = {},
): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType | undefined;
  // React reads `status` and `value` of a promise given to use(): once set, the screen renders at once
  let loading:
    (Promise<void> & { status?: 'fulfilled' | 'rejected'; value?: void; reason?: unknown }) | undefined;
  const preload = (): Promise<void> => {
    if (!loading) {
      const promise: TrackedPromise = Promise.all([
        load(),
        loadNamespaces(namespaces),
        queries ? loadQueryClient() : undefined,
      ]).then(([module]) => {
        loaded = module.Component;
      });
      promise.then(
        () => {
          promise.status = 'fulfilled';
        },
        (reason: unknown) => {
          promise.status = 'rejected';
          promise.reason = reason;
        },
      );
      loading = promise;
    }
    return loading;
  };
  function LazyScreen() {
    use(preload());
    return createElement(loaded as ComponentType);
  }
  const handle: ScreenHandle = { preload };
  return { element: createElement(LazyScreen), handle };
}
