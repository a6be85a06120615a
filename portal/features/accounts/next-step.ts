import type { AuthResponse } from '#sdk/schemas/auth';
import type { UserType } from '#sdk/schemas/enums';
import { dashboardOf, paths } from '#portal/paths.ts';

/** A `redirect` query value that stays on this site (a path, not `//host` or a full URL). */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

/**
 * Where a sign-in leads (spec part 1, 4): a complete profile to the redirect target or the
 * returned dashboard route; an incomplete one to its setup. A student who has given a name
 * already did the setup wizard and goes to the dashboard to finish the profile there.
 */
export function afterLogin(answer: AuthResponse, redirect: string | undefined): string {
  if (answer.profileComplete) return redirect ?? answer.dashboardRoute;
  switch (answer.user.userType) {
    case 'AGENCY':
      return paths.setup.agency;
    case 'UNIVERSITY':
      return paths.setup.university;
    case 'STUDENT':
      return answer.user.student?.firstName ? paths.student.dashboard : paths.setup.student;
    default:
      return answer.dashboardRoute;
  }
}

/** Where a registration leads: the setup of its account type (spec part 1, 4). */
export function afterRegister(userType: UserType): string {
  return {
    AGENCY: paths.setup.agency,
    UNIVERSITY: paths.setup.university,
    STUDENT: paths.setup.student,
    ADMIN: paths.admin.dashboard,
  }[userType];
}

/** Where a finished setup leads: the account type's dashboard (spec part 1, 4). */
export const afterSetup = (userType: UserType): string => dashboardOf(userType);
