import type { Kysely } from 'kysely';
import type { User } from '#sdk/schemas/auth';
import { DASHBOARD_ROUTES } from '#sdk/schemas/enums';
import type { Database } from '#server/db/tables/database.ts';
import { hasTwoFactor, twoFactorRequiredOf } from './two-factor.service.ts';
import { findUserById, findUserProfiles } from './user.repository.ts';

export const agencyLogoUrl = (slug: string, logoKey: string | null) =>
  logoKey ? `/api/public/agencies/${encodeURIComponent(slug)}/logo` : null;

/**
 * The user as the API answers it. profileComplete means: an agency or university has done its
 * setup (a university's claim waits for an admin or was approved); a student's profile is complete by the server's score; an admin always is.
 */
export async function presentUser(db: Kysely<Database>, userId: number): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} vanished`);
  const { agency, university, student, universityClaim } = await findUserProfiles(db, userId);
  const profileComplete =
    user.user_type === 'ADMIN' ||
    (user.user_type === 'AGENCY' && !!agency) ||
    (user.user_type === 'UNIVERSITY' && (!!university || universityClaim?.status === 'PENDING')) ||
    (user.user_type === 'STUDENT' && !!student?.profile_completed);
  return {
    id: user.id,
    email: user.email,
    userType: user.user_type,
    isActive: Boolean(user.is_active),
    profileComplete,
    lastLogin: user.last_login,
    createdAt: user.created_at,
    agency: agency
      ? {
          id: agency.id,
          name: agency.name,
          agencySlug: agency.agency_slug,
          logoUrl: agencyLogoUrl(agency.agency_slug, agency.logo_key),
          role: agency.role ?? 'OWNER',
        }
      : null,
    university: university ?? null,
    universityClaim: universityClaim
      ? { status: universityClaim.status, rejectionReason: universityClaim.rejection_reason }
      : null,
    student: student
      ? {
          id: student.id,
          firstName: student.first_name,
          lastName: student.last_name,
          profileCompletionScore: student.profile_completion_score,
        }
      : null,
    twoFactor: {
      enabled: await hasTwoFactor(db, userId),
      required: await twoFactorRequiredOf(db, userId, user.user_type),
    },
  };
}

export const dashboardRoute = (user: User) => DASHBOARD_ROUTES[user.userType];
