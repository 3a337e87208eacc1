import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageLoading } from '../../components/layouts/page-loading';
import { useIsMaintenance } from '../../lib/maintenance';
import { InstallPrompt } from './install-prompt';
import { OfflineBar } from './offline-bar';
import { UpdatePrompt } from './update-prompt';

export const MAINTENANCE_PATH = '/maintenance';

/** Wraps every route: banners, the main landmark and the app-wide prompts. */
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
      <main id="main" className="app__main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <UpdatePrompt />
      <InstallPrompt />
      <ScrollRestoration />
    </div>
  );
}
