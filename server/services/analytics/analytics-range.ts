import { type AnalyticsRange, type AnalyticsRangeQuery, DEFAULT_ANALYTICS_DAYS } from '#sdk/schemas/analytics';
import { DAY } from './median.ts';

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY;
const isoOf = (dayNo: number) => new Date(dayNo * DAY).toISOString().slice(0, 10);

/** The asked range with its defaults: `to` today (UTC), `from` 30 days back, today included. */
export function rangeOf(query: AnalyticsRangeQuery, today = new Date().toISOString().slice(0, 10)): AnalyticsRange {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? isoOf(dayNumber(to) - (DEFAULT_ANALYTICS_DAYS - 1));
  return { from, to };
}

/** The range as timestamps: from the first day's start up to (not including) the start of the day after the last. */
export const boundsOf = (range: AnalyticsRange) => ({
  start: `${range.from}T00:00:00.000Z`,
  end: `${isoOf(dayNumber(range.to) + 1)}T00:00:00.000Z`,
});
export type Bounds = ReturnType<typeof boundsOf>;

/** The Monday (UTC) of the day's week. */
export function mondayOf(day: string): string {
  const n = dayNumber(day);
  // 1970-01-01 was a Thursday: day number 0 is weekday 3 counting from Monday.
  return isoOf(n - ((n + 3) % 7));
}

/** The Mondays of every week the range touches, in order. */
export function weeksOf(range: AnalyticsRange): string[] {
  const weeks: string[] = [];
  for (let n = dayNumber(mondayOf(range.from)); n <= dayNumber(range.to); n += 7) weeks.push(isoOf(n));
  return weeks;
}
