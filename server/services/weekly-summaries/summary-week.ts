import type { AnalyticsRange } from '#sdk/schemas/analytics';
import { mondayOf } from '#server/services/analytics/analytics-range.ts';

const DAY_MS = 86_400_000;
/**
 * A week's summary goes out from 06:00 UTC on the Monday after it ("Monday morning"), when the
 * counters each instance keeps in memory for a while (the catalogue's demand) have long been written.
 */
const SENT_FROM_HOUR = 6;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayAfter = (day: string, days: number) => isoDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

/** The last week, Monday to Sunday (UTC), whose summary is due at `now`. */
export function summaryWeek(now: Date): AnalyticsRange {
  const thisMonday = mondayOf(isoDay(now.getTime() - SENT_FROM_HOUR * 3_600_000));
  return { from: dayAfter(thisMonday, -7), to: dayAfter(thisMonday, -1) };
}
