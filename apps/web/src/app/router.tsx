import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { GuestOnly, RequireAuth } from './guards';
import { lazyScreen, type ScreenHandle } from './lazy-screen';
import { protectedRoutes } from './protected-routes';
import { PlainLayout } from './shell/plain-layout';
import { RootLayout } from './shell/root-layout';
import { RouteErrorBoundary } from './shell/route-error';

/** spec 01 §2 Full route map, public part: reachable signed out. */
const publicRoutes: RouteObject[] = [
  { path: 'maintenance', ...lazyScreen(() => import('./routes/system/maintenance'), ['system']) },
  {
    element: <GuestOnly />,
    children: [
      {
        path: 'login',
        ...lazyScreen(() => import('./routes/auth/login'), ['auth', 'errors'], { queries: false }),
      },
      {
        path: 'register',
        ...lazyScreen(() => import('./routes/auth/register'), ['titles', 'registration', 'errors']),
      },
    ],
  },
  { path: 'close', ...lazyScreen(() => import('./routes/system/close'), ['system']) },
  {
    path: 'settings',
    children: [
      { index: true, ...lazyScreen(() => import('./routes/settings/settings-menu'), ['settings']) },
      { path: 'font', ...lazyScreen(() => import('./routes/settings/font'), ['settings']) },
      { path: 'language', ...lazyScreen(() => import('./routes/settings/language'), ['settings']) },
      { path: 'other', ...lazyScreen(() => import('./routes/settings/other'), ['settings']) },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PlainLayout />,
        children: [
          ...publicRoutes,
          { path: '*', ...lazyScreen(() => import('./routes/system/not-found'), []) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          // spec 01 §2 Dashboard shell: header, page and bottom navigation, loaded with the first signed-in page
          {
            ...lazyScreen(() => import('./shell/dashboard-layout'), ['shell']),
            children: protectedRoutes,
          },
        ],
      },
    ],
  },
];

/**
 * The app's screens at the current address. The router is React Router's declarative one: the app needs
 * no loaders or actions (TanStack Query fetches), and the data router would add about 15 kB (brotli) to
 * every first load (docs/decisions/021-declarative-router.md).
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary location={location.key}>{element}</RouteErrorBoundary>;
}

/**
 * Fetches the code and texts of every screen that `pathname` shows (its layouts too), so that the first
 * render has them and shows the page at once: hydration of a prerendered page needs exactly that.
 */
export async function preloadRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as ScreenHandle | undefined)?.preload()));
}
