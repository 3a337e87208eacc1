import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { loadNamespaces, type Namespace } from '../lib/i18n';

interface ScreenModule {
  Component: ComponentType;
}

/**
 * A route module loaded on first visit, together with the texts it needs, so that the screen appears
 * complete instead of suspending once more for its translations.
 */
export function lazyScreen(
  load: () => Promise<ScreenModule>,
  namespaces: readonly Namespace[] = ['titles'],
): LazyRouteFunction<RouteObject> {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: module.Component };
  };
}
