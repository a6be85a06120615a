import { useLingui } from '@lingui/react/macro';
import type { UserType } from '#sdk/schemas/enums';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session.ts';
import { dashboardOf, paths } from '../paths.ts';
import { Spinner } from '../ui/Spinner/Spinner.tsx';

/**
 * Role guard of spec part 2, 2: a loading state while the session loads, /login with the return
 * path when signed out, and a user of another type to their own dashboard.
 */
export function RequireUser({ type }: { type: UserType }) {
  const { t } = useLingui();
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Spinner block label={t`Loading your account…`} />;
  if (session.status === 'signedOut') return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  if (session.user.userType !== type) return <Navigate to={dashboardOf(session.user.userType)} replace />;
  return <Outlet />;
}
