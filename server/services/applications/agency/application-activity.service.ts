import type * as v from 'valibot';
import type { ActivityFeed, ActivityQuery } from '#sdk/schemas/activity';
import type { App } from '#server/utils/app.ts';
import { activityFeed } from '#server/services/activity/activity-feed.ts';
import { requireAgency } from '#server/services/agencies/current-agency.ts';
import { agencyApplicationRow } from './agency-applications.service.ts';

/** GET /applications/{id}/activity: an application of the agency's students in the caller's scope, else 404. */
export async function applicationActivity(
  app: App,
  userId: number,
  id: number,
  query: v.InferOutput<typeof ActivityQuery>,
): Promise<ActivityFeed> {
  const agency = await requireAgency(app.db, userId);
  const row = await agencyApplicationRow(app, agency, id);
  return activityFeed(app, agency.id, { studentId: row.student_id, applicationId: row.id }, query);
}
