import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { loadNamespaces, type Namespace } from '../lib/i18n';
import { loadQueryClient } from './providers';

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

/**
 * A route module loaded on first visit, together with the texts it needs (and the query client), so that
 * the screen appears complete instead of suspending once more for its translations.
 */
export function lazyScreen(
  load: () => Promise<ScreenModule>,
  namespaces: readonly Namespace[] = ['titles'],
  { queries = true }: ScreenOptions = {},
): LazyRouteFunction<RouteObject> {
  return async () => {
    const [module] = await Promise.all([
      load(),
      loadNamespaces(namespaces),
      queries ? loadQueryClient() : undefined,
    ]);
    return { Component: module.Component };
  };
}
