import type { Client } from '#sdk/client';
import type { AdminAnalytics } from '#sdk/schemas/admin-analytics';
import type { AnalyticsRangeQuery } from '#sdk/schemas/analytics';

/** The platform's analytics in a range of days of `timeZone` (default: the last 30), against the previous period. Admins only. */
export function retrieve(client: Client, query: AnalyticsRangeQuery = {}): Promise<AdminAnalytics> {
  return client.request('GET', '/analytics/admin', { query });
}
