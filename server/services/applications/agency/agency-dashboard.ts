import type { AgencyDashboardStats } from '#sdk/schemas/application';
import { type ApplicationStatus, UNIVERSITY_ACCEPTED } from '#sdk/schemas/enums';
import type { PlanUsage } from '#sdk/schemas/student';
import type { App } from '#server/utils/app.ts';
import { applicationScope } from '#server/services/agencies/agency-access.ts';
import { requireAgency } from '#server/services/agencies/current-agency.ts';
import { planUsage } from '#server/services/agencies/plan-cap.ts';
import { agencyStudentStats } from '#server/services/students/agency-student.repository.ts';
import { countByStatus } from '#server/services/applications/application.repository.ts';

/** Sent and waiting for a decision: with the admins or with the university. */
const PENDING: readonly ApplicationStatus[] = ['SUBMITTED', 'ADMIN_REVIEW', 'ADMIN_APPROVED', 'UNDER_REVIEW'];
/** Decided: accepted (whatever the student did with the offer since), or refused by the admins or by the university. */
const DECIDED: readonly ApplicationStatus[] = [...UNIVERSITY_ACCEPTED, 'REJECTED', 'ADMIN_REJECTED'];

/**
 * GET /applications/stats/dashboard (spec part 2, 3):
 * - totalStudents: every student of the agency, active or not;
 * - totalApplications: every application of the agency's students, drafts and withdrawn ones included;
 * - acceptanceRate: the accepted share of the decided applications, in whole percent (0 before any decision);
 * - pendingApplications: sent and not yet decided (SUBMITTED, ADMIN_REVIEW, ADMIN_APPROVED, UNDER_REVIEW).
 */
export async function agencyDashboard(
  app: App,
  userId: number,
): Promise<{ stats: AgencyDashboardStats; plan: PlanUsage }> {
  const agency = await requireAgency(app.db, userId);
  const [students, counts, plan] = await Promise.all([
    agencyStudentStats(app.db, agency),
    countByStatus(app.db, applicationScope(agency)),
    planUsage(app.db, agency),
  ]);
  const sum = (statuses: readonly ApplicationStatus[]) => statuses.reduce((n, s) => n + (counts[s] ?? 0), 0);
  const decided = sum(DECIDED);
  return {
    stats: {
      totalStudents: students.total,
      totalApplications: Object.values(counts).reduce((n, c) => n + (c ?? 0), 0),
      acceptanceRate: decided ? Math.round((sum(UNIVERSITY_ACCEPTED) / decided) * 100) : 0,
      pendingApplications: sum(PENDING),
    },
    plan,
  };
}
