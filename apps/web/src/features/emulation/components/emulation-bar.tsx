import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useIsEmulated, useIsSignedIn } from '@/lib/session';
import { LOGIN_PATH, emulationStatus, useEmulationFailed } from '../utils/emulation-status';

// Loaded only when needed: an ordinary session never downloads the banner, its texts or its calls.
const EmulationBanner = lazy(() => import('./emulation-banner'));
const EmulationFailedNotice = lazy(() => import('./emulation-failed-notice'));

/**
 * spec 01 §2 Banners, §6: while the session is an emulated one, a bar on every screen names the user
 * and offers to end it; after a failed ticket, /login says so.
 */
export function EmulationBar() {
  const isEmulated = useIsEmulated();
  const hasFailed = useEmulationFailed();
  const isSignedIn = useIsSignedIn();
  const { pathname } = useLocation();
  // the explanation is about the last ticket only: a sign-in after it makes it stale
  useEffect(() => {
    if (isSignedIn && hasFailed) emulationStatus.clear();
  }, [isSignedIn, hasFailed]);
  if (!isEmulated && !(hasFailed && pathname === LOGIN_PATH)) return null;
  return <Suspense fallback={null}>{isEmulated ? <EmulationBanner /> : <EmulationFailedNotice />}</Suspense>;
}
