import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '@/components/states';
import { AdminLayout } from './layout/admin-layout';
import { RequireSession, SectionGate } from './guards';
import { RouteError } from './screens/route-error';
import { SECTIONS } from './sections';

/** The back-office lives under /admin; its API is /api/admin. */
export const BASENAME = '/admin';

const sectionRoutes: RouteObject[] = SECTIONS.map((section) => ({
  path: section.path,
  element: <SectionGate roles={section.roles} />,
  children: [{ index: true, lazy: section.lazy }, ...(section.children ?? [])],
}));

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: 'sign-in', lazy: () => import('./screens/sign-in') },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              { index: true, lazy: () => import('./screens/home') },
              ...sectionRoutes,
              { path: '*', lazy: () => import('./screens/not-found') },
            ],
          },
        ],
      },
    ],
  },
];

export const createAdminRouter = () => createBrowserRouter(routes, { basename: BASENAME });
