import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useIsSignedIn } from '../lib/session';

// loaded with the first protected screen, so that the user schema stays out of the /login entry (README, Budget)
const UserSession = lazy(() =>
  import('../features/users/components/user-session').then((m) => ({ default: m.UserSession })),
);
// spec 01 §2 Dashboard shell: the blocking terms modal, fetched with the first protected screen as well
const TermsGate = lazy(() =>
  import('../features/onboarding/components/terms-gate').then((m) => ({ default: m.TermsGate })),
);

/** What /login receives in its location state: the address the visitor wanted. */
export interface LoginRedirectState {
  from: string;
}

/** Where to go after signing in: the wanted address if it is one of ours, otherwise home. */
export function redirectTarget(state: unknown): string {
  const from = (state as Partial<LoginRedirectState> | null)?.from;
  const isOwnPath = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//');
  return isOwnPath && !from.startsWith('/login') ? from : '/';
}

/** spec 01 §6: signed-out visitors of a protected route go to /login. */
export function RequireAuth() {
  const isSignedIn = useIsSignedIn();
  const location = useLocation();
  if (!isSignedIn) {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return (
    <>
      <Suspense fallback={null}>
        <UserSession />
      </Suspense>
      {/* its own boundary: loading the modal's texts must not suspend the session keeper */}
      <Suspense fallback={null}>
        <TermsGate />
      </Suspense>
      <Outlet />
    </>
  );
}

/**
 * spec 01 §2: /login and /register send a signed-in user home, or to the page the sign-in was for: the
 * session is stored the moment the code is accepted, and this guard sees it first.
 */
export function GuestOnly() {
  const isSignedIn = useIsSignedIn();
  const location = useLocation();
  return isSignedIn ? <Navigate to={redirectTarget(location.state)} replace /> : <Outlet />;
}
