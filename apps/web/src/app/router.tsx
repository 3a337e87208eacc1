import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../components/layouts/page-loading';
import { GuestOnly, RequireAuth } from './guards';
import { lazyScreen } from './lazy-screen';
import { protectedRoutes } from './protected-routes';
import { PlainLayout } from './shell/plain-layout';
import { RootLayout } from './shell/root-layout';
import { RouteError } from './shell/route-error';

/** spec 01 §2 Full route map, public part: reachable signed out. */
const publicRoutes: RouteObject[] = [
  { path: 'maintenance', lazy: lazyScreen(() => import('./routes/system/maintenance'), ['system']) },
  {
    element: <GuestOnly />,
    children: [
      {
        path: 'login',
        lazy: lazyScreen(() => import('./routes/auth/login'), ['auth', 'errors'], { queries: false }),
      },
      {
        path: 'register',
        lazy: lazyScreen(() => import('./routes/auth/register'), ['titles', 'registration', 'errors']),
      },
    ],
  },
  { path: 'close', lazy: lazyScreen(() => import('./routes/system/close'), ['system']) },
  {
    path: 'settings',
    children: [
      { index: true, lazy: lazyScreen(() => import('./routes/settings/settings-menu'), ['settings']) },
      { path: 'font', lazy: lazyScreen(() => import('./routes/settings/font'), ['settings']) },
      { path: 'language', lazy: lazyScreen(() => import('./routes/settings/language'), ['settings']) },
      { path: 'other', lazy: lazyScreen(() => import('./routes/settings/other'), ['settings']) },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        element: <PlainLayout />,
        children: [
          ...publicRoutes,
          { path: '*', lazy: lazyScreen(() => import('./routes/system/not-found'), []) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          // spec 01 §2 Dashboard shell: header, page and bottom navigation, loaded with the first signed-in page
          {
            lazy: lazyScreen(() => import('./shell/dashboard-layout'), ['shell']),
            children: protectedRoutes,
          },
        ],
      },
    ],
  },
];

/** The browser's router; it starts loading the first screen's code and texts at once. */
export function createAppRouter(): DataRouter {
  return createBrowserRouter(routes);
}

/** Resolves once the router has loaded what its first location needs (the lazy routes' code and texts). */
export function whenRouterReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
