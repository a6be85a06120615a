import type * as v from 'valibot';
import type { ActivityFeed, ActivityQuery } from '#sdk/schemas/activity';
import type { App } from '#server/utils/app.ts';
import { requireAgencyStudent } from '#server/services/students/agency-students.service.ts';
import { activityFeed } from './activity-feed.ts';

/** GET /students/{id}/activity: the agency's student (a counsellor's own, a limited manager's office's), else 404. */
export async function studentActivity(
  app: App,
  userId: number,
  id: number,
  query: v.InferOutput<typeof ActivityQuery>,
): Promise<ActivityFeed> {
  const student = await requireAgencyStudent(app, userId, id);
  return activityFeed(app, student.agency_id!, { studentId: student.id }, query);
}
