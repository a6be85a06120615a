import { useLingui } from '@lingui/react/macro';
import type { UserType } from '#sdk/schemas/enums';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '#portal/lib/session.ts';
import type { SetupRedirect } from '#portal/lib/setup-redirect.tsx';
import { dashboardOf, paths } from '#portal/paths.ts';
import { Spinner } from '#portal/ui/Spinner/Spinner.tsx';

/**
 * Role guard of spec part 2, 2: a loading state while the session loads, /login with the return
 * path when signed out, and a user of another type to their own dashboard. Without a type, any
 * signed-in user passes (their own settings). A user the platform requires a second factor of,
 * who has not set it up, is led to /settings to do that first (the server refuses everything else).
 */
export function RequireUser({ type }: { type?: UserType }) {
  const { t } = useLingui();
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Spinner block label={t`Loading your account…`} />;
  if (session.status === 'signedOut') return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  const { twoFactor } = session.user;
  if (twoFactor.required && !twoFactor.enabled && location.pathname !== paths.settings)
    return <Navigate to={paths.settings} replace />;
  if (type && session.user.userType !== type) return <Navigate to={dashboardOf(session.user.userType)} replace />;
  return <Outlet />;
}

/**
 * A university account acts only once an admin has verified it (ARCHITECTURE.md, Decisions): until its claim is
 * approved it is sent to its verification page, and before its setup to the setup.
 */
export function RequireVerifiedUniversity() {
  const session = useSession();
  if (session.status !== 'signedIn') return <Outlet />;
  const { university, universityClaim } = session.user;
  if (university) return <Outlet />;
  return <Navigate to={universityClaim ? paths.university.verification : paths.setup.university} replace />;
}

/**
 * Area pages need the account's profile: an agency or a student without one is sent
 * to their setup, which says why, instead of meeting pages that cannot work.
 */
export function RequireProfile() {
  const session = useSession();
  const location = useLocation();
  if (session.status !== 'signedIn') return <Outlet />;
  const { userType, agency, student } = session.user;
  const setup =
    userType === 'AGENCY' && !agency
      ? paths.setup.agency
      : userType === 'STUDENT' && !student
        ? paths.setup.student
        : null;
  if (!setup) return <Outlet />;
  const state: SetupRedirect = { profileNeededFor: location.pathname };
  return <Navigate to={setup} replace state={state} />;
}
