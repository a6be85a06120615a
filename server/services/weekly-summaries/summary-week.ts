import type { AnalyticsRange } from '#sdk/schemas/analytics';
import { daysAfter, mondayOf } from '#server/services/analytics/analytics-range.ts';

/**
 * A week's summary goes out from 06:00 UTC on the Monday after it ("Monday morning"), when the
 * counters each instance keeps in memory for a while (the catalogue's demand) have long been written.
 */
const SENT_FROM_HOUR = 6;

/** The last week, Monday to Sunday (UTC), whose summary is due at `now`. */
export function summaryWeek(now: Date): AnalyticsRange {
  const thisMonday = mondayOf(new Date(now.getTime() - SENT_FROM_HOUR * 3_600_000).toISOString().slice(0, 10));
  return { from: daysAfter(thisMonday, -7), to: daysAfter(thisMonday, -1) };
}
