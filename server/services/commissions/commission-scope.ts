import type { App } from '#server/utils/app.ts';
import type { SignedIn } from '#server/utils/auth.ts';
import { requireAgency } from '#server/services/agencies/current-agency.ts';
import { ownUniversityId } from '#server/services/university-accounts/university-account.service.ts';
import type { CommissionScope } from './agreement.repository.ts';

/** Whose agreements and claims the caller sees: an agency its own, a university those naming it, an admin all. */
export async function scopeOf(app: App, user: SignedIn): Promise<CommissionScope> {
  if (user.userType === 'AGENCY') return { agencyId: (await requireAgency(app.db, user.id)).id };
  if (user.userType === 'UNIVERSITY') return { universityId: await ownUniversityId(app, user.id) };
  return {};
}

/** Whether a record of this agency and university is the caller's to see. */
export const inScope = (scope: CommissionScope, record: { agency_id: number; university_id: number }) =>
  (scope.agencyId === undefined || scope.agencyId === record.agency_id) &&
  (scope.universityId === undefined || scope.universityId === record.university_id);
