import { Suspense, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageChromeContext, type PageChrome } from '@/components/layouts/page-chrome';
import { PageLoading } from '@/components/layouts/page-loading';
import { protectedRoutes } from '../protected-routes';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { headerKindFor, isBottomNavHidden, parentPath } from './route-chrome';
import { useIsKeyboardOpen } from './use-keyboard-open';
import { useUnreadNotifications } from './use-unread-notifications';
import { OfflineScansBanner } from '@/features/scan/components/offline-scans-banner';
import { useOfflineScansSync } from '@/features/scan/model/use-offline-sync';
import '@/styles/dashboard.css';

/**
 * spec 01 §2 Dashboard shell: every signed-in page sits between the header its route asks for and the
 * bottom navigation. The navigation gives way on some routes and while the on-screen keyboard is open.
 */
export function Component() {
  const { pathname } = useLocation();
  const isKeyboardOpen = useIsKeyboardOpen();
  const unreadCount = useUnreadNotifications();
  useOfflineScansSync();
  const [pageBackTarget, setBackTarget] = useState<string | null>(null);

  const kind = headerKindFor(pathname);
  const chrome = useMemo<PageChrome>(
    () => ({ headerHasBack: kind === 'shop' || kind === 'back', setBackTarget }),
    [kind],
  );
  const showNav = !isBottomNavHidden(pathname) && !isKeyboardOpen;

  return (
    <PageChromeContext value={chrome}>
      <div className={showNav ? 'dashboard dashboard--with-nav' : 'dashboard'}>
        <AppHeader backTo={pageBackTarget ?? parentPath(pathname, protectedRoutes)} />
        <main id="main" className="app__main" tabIndex={-1}>
          <OfflineScansBanner />
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        {showNav ? <BottomNav unreadCount={unreadCount} /> : null}
      </div>
    </PageChromeContext>
  );
}
