import type { ApplicationStatus, UserType } from './enums.ts';

/** GET /admin/dashboard: real figures of the whole platform. */
export interface AdminDashboard {
  usersByType: Record<UserType, number>;
  applicationsByStatus: Record<ApplicationStatus, number>;
  /** Created in the last 7 days. */
  newThisWeek: { users: number; applications: number; students: number };
  catalogue: { universities: number; featured: number; programs: number };
}
