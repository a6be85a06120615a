import type { Client } from '#sdk/client';
import type { AgencyAnalytics, AgencyAnalyticsQuery } from '#sdk/schemas/analytics';

/** The agency's analytics for a date range of `timeZone`'s days (GET /analytics/agency; the last 30 days by default): funnel, sources, destinations, counsellors, weeks, lead response; `office` for one office. */
export function agency(client: Client, query: AgencyAnalyticsQuery = {}): Promise<AgencyAnalytics> {
  return client.request('GET', '/analytics/agency', { query });
}
