import {
  type AnalyticsRange,
  type AnalyticsRangeQuery,
  DEFAULT_ANALYTICS_DAYS,
  previousRange,
} from '#sdk/schemas/analytics';
import { DAY } from './median.ts';
import { dayIn, dayStart, offsetsBetween, type ZoneOffset } from './time-zone.ts';

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY;
const isoOf = (dayNo: number) => new Date(dayNo * DAY).toISOString().slice(0, 10);
/** The day `days` after `day` (before it when negative), as YYYY-MM-DD. */
export const daysAfter = (day: string, days: number) => isoOf(dayNumber(day) + days);

/** The asked range with its defaults: `to` today (in the zone asked), `from` 30 days back, today included. */
export function rangeOf(query: AnalyticsRangeQuery, today = dayIn(query.timeZone ?? 'UTC')): AnalyticsRange {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? daysAfter(to, -(DEFAULT_ANALYTICS_DAYS - 1));
  return { from, to };
}

/**
 * The range as instants of the zone's days: from the first day's start up to (not including) the
 * start of the day after the last; and the zone's offsets between them, which group timestamps into
 * the zone's days (`dayOf`).
 */
export interface Bounds {
  start: string;
  end: string;
  offsets: ZoneOffset[];
}

export function boundsOf(range: AnalyticsRange, timeZone = 'UTC'): Bounds {
  const start = dayStart(range.from, timeZone);
  const end = dayStart(daysAfter(range.to, 1), timeZone);
  return {
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    offsets: offsetsBetween(timeZone, start, end),
  };
}

/**
 * What every area's analytics count in: the range asked and the period before it (as long, just
 * before), each as days and as instants of the zone asked (UTC by default).
 */
export interface AnalyticsPeriods {
  timeZone: string;
  range: AnalyticsRange;
  previousRange: AnalyticsRange;
  bounds: Bounds;
  previousBounds: Bounds;
}

export function periodsOf(query: AnalyticsRangeQuery, today?: string): AnalyticsPeriods {
  const timeZone = query.timeZone ?? 'UTC';
  const range = rangeOf(query, today);
  const previous = previousRange(range);
  return {
    timeZone,
    range,
    previousRange: previous,
    bounds: boundsOf(range, timeZone),
    previousBounds: boundsOf(previous, timeZone),
  };
}

/** Counts the same figures for the range and for the period before it: what the change against the previous period compares. */
export const inBothPeriods = <T>(
  periods: AnalyticsPeriods,
  count: (range: AnalyticsRange, bounds: Bounds) => Promise<T>,
): Promise<[T, T]> =>
  Promise.all([count(periods.range, periods.bounds), count(periods.previousRange, periods.previousBounds)]);

/** The Monday of the day's week. */
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
