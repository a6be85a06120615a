import { type ApplicationStatus, UNIVERSITY_ACCEPTED } from '#sdk/schemas/enums';
import type { UniversityApplicationFigures, UniversityDashboard } from '#sdk/schemas/university-review';
import type { App } from '#server/utils/app.ts';
import { countByStatus } from '#server/services/applications/application.repository.ts';
import { ownUniversityId, universityProfile } from '#server/services/university-accounts/university-account.service.ts';
import { countArrivals } from './university-applications.repository.ts';

const THIRTY_DAYS = 30 * 86_400_000;

type Counts = Partial<Record<ApplicationStatus, number>>;

/** `accepted`: how many the university accepted (now: whatever the applicant did with the offer since). */
const figures = (counts: Counts, accepted: number): UniversityApplicationFigures => ({
  toReview: counts.ADMIN_APPROVED ?? 0,
  underReview: counts.UNDER_REVIEW ?? 0,
  accepted,
  rejected: counts.REJECTED ?? 0,
});

/**
 * GET /university/dashboard: the university, how many applications are in each of its four
 * states now, and how many reached each state in the last 30 days (the trend).
 */
export async function universityDashboard(app: App, userId: number, now = new Date()): Promise<UniversityDashboard> {
  const universityId = await ownUniversityId(app, userId);
  const since = new Date(now.getTime() - THIRTY_DAYS).toISOString();
  const [university, counts, arrivals] = await Promise.all([
    universityProfile(app, userId),
    countByStatus(app.db, { universityId }),
    countArrivals(app.db, universityId, since),
  ]);
  const acceptedNow = UNIVERSITY_ACCEPTED.reduce((n, status) => n + (counts[status] ?? 0), 0);
  return {
    university,
    figures: figures(counts, acceptedNow),
    lastThirtyDays: figures(arrivals, arrivals.ACCEPTED ?? 0),
  };
}
