import { useSyncExternalStore } from 'react';
import type { OperatorRole } from '@club/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { sessionStore } from '@/lib/session';
import { useOperator } from '@/lib/operator';
import { NotAllowed } from './screens/not-allowed';

export const useSession = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.get);

/** Signed out (never signed in, signed out in another tab, or a refused renewal): to sign-in. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const from = location.pathname + location.search;
    return <Navigate to="/sign-in" replace state={from === '/' ? undefined : { from }} />;
  }
  return <Outlet />;
}

/** A section the operator's role may not use answers "not allowed", whatever its address. */
export function SectionGate({ roles }: { roles: readonly OperatorRole[] }) {
  const { data: operator } = useOperator();
  if (!operator) return null;
  return roles.includes(operator.role) ? <Outlet /> : <NotAllowed />;
}
