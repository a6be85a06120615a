import type { AdminDashboard } from '#sdk/schemas/admin-dashboard';
import { APPLICATION_STATUSES, USER_TYPES } from '#sdk/schemas/enums';
import type { App } from '#server/utils/app.ts';
import {
  catalogueCounts,
  countApplicationsByStatus,
  countCreatedSince,
  countUsersByType,
} from './admin-dashboard.repository.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** GET /admin/dashboard: users by type, applications by status, what is new this week, the catalogue. */
export async function adminDashboard(app: App): Promise<{ dashboard: AdminDashboard }> {
  const since = new Date(Date.now() - WEEK_MS).toISOString();
  const [users, applications, newUsers, newApplications, newStudents, catalogue] = await Promise.all([
    countUsersByType(app.db),
    countApplicationsByStatus(app.db),
    countCreatedSince(app.db, 'users', since),
    countCreatedSince(app.db, 'applications', since),
    countCreatedSince(app.db, 'students', since),
    catalogueCounts(app.db),
  ]);
  const byKey = <K extends string>(keys: readonly K[], rows: { key: string; n: number }[]) =>
    Object.fromEntries(keys.map((key) => [key, Number(rows.find((row) => row.key === key)?.n ?? 0)])) as Record<
      K,
      number
    >;
  return {
    dashboard: {
      usersByType: byKey(
        USER_TYPES,
        users.map((row) => ({ key: row.user_type, n: row.n })),
      ),
      applicationsByStatus: byKey(
        APPLICATION_STATUSES,
        applications.map((row) => ({ key: row.status, n: row.n })),
      ),
      newThisWeek: { users: newUsers, applications: newApplications, students: newStudents },
      catalogue: {
        universities: Number(catalogue.universities),
        featured: Number(catalogue.featured ?? 0),
        programs: Number(catalogue.programs),
      },
    },
  };
}
