import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '@/components/layouts/page-loading';

/** The frame of the pages outside the dashboard (sign-in, registration, settings, maintenance). */
export function PlainLayout() {
  return (
    <main id="main" className="app__main" tabIndex={-1}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
