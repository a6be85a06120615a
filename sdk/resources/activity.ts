import type { Client } from '#sdk/client';
import type { ActivityFeed, ActivityQuery } from '#sdk/schemas/activity';

/** Who did what and when on one of the agency's students (its applications included), newest first. */
export function studentActivity(client: Client, studentId: number, query: ActivityQuery = {}): Promise<ActivityFeed> {
  return client.request('GET', `/students/${studentId}/activity`, { query });
}

/** Who did what and when on one of the agency's applications, newest first. */
export function applicationActivity(
  client: Client,
  applicationId: number,
  query: ActivityQuery = {},
): Promise<ActivityFeed> {
  return client.request('GET', `/applications/${applicationId}/activity`, { query });
}
