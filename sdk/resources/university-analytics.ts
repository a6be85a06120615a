import type { Client } from '#sdk/client';
import type { AnalyticsRangeQuery } from '#sdk/schemas/analytics';
import type { UniversityAnalytics } from '#sdk/schemas/university-analytics';

/** The signed-in university's analytics in a range of days of `timeZone` (default: the last 30): its applications, decisions and demand, against the previous period. */
export function retrieve(client: Client, query: AnalyticsRangeQuery = {}): Promise<UniversityAnalytics> {
  return client.request('GET', '/analytics/university', { query });
}
