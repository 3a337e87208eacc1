import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AfterHydration } from '@/components/layouts/after-hydration';
import { PageLoading } from '@/components/layouts/page-loading';
import { EmulationBar } from '@/features/emulation/components/emulation-bar';
import { useIsMaintenance } from '@/lib/maintenance';
import { InstallPrompt } from './install-prompt';
import { OfflineBar } from './offline-bar';
import { ScrollRestoration } from './scroll-restoration';
import { UpdatePrompt } from './update-prompt';

export const MAINTENANCE_PATH = '/maintenance';

/**
 * Wraps every route: the skip link, banners and the app-wide prompts. The sign-in screen is rendered ahead
 * of time with this frame (prerender.tsx), so what depends on the device waits for hydration.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isMaintenance = useIsMaintenance();

  // spec 01 §4 Maintenance: once a call answered 503, every screen gives way to /maintenance
  if (isMaintenance && pathname !== MAINTENANCE_PATH) return <Navigate to={MAINTENANCE_PATH} replace />;

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('app.skip_to_content')}
      </a>
      <OfflineBar />
      <AfterHydration>
        <EmulationBar />
      </AfterHydration>
      {/* the main landmark comes from the layout below: the dashboard puts its header before it */}
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <AfterHydration>
        <UpdatePrompt />
        <InstallPrompt />
      </AfterHydration>
      <ScrollRestoration />
    </div>
  );
}
