import type { AnalyticsRange } from '#sdk/schemas/analytics';
import { mondayOf, weeksOf } from './analytics-range.ts';
import type { WeeklyCounts } from '#sdk/schemas/admin-analytics';

/** Counts by day and kind, as the database groups them. */
export interface DayCount<K extends string> {
  day: string;
  kind: K;
  n: number | string;
}

/** Day counts summed into the range's weeks (every week present, Monday first) and into totals per kind. */
export function weeklySeries<K extends string>(
  range: AnalyticsRange,
  rows: readonly DayCount<K>[],
): { weeks: WeeklyCounts<K>[]; totals: Partial<Record<K, number>> } {
  const weeks = new Map(weeksOf(range).map((week): [string, WeeklyCounts<K>] => [week, { week, counts: {} }]));
  const totals: Partial<Record<K, number>> = {};
  for (const row of rows) {
    const n = Number(row.n);
    const week = weeks.get(mondayOf(row.day));
    if (week) week.counts[row.kind] = (week.counts[row.kind] ?? 0) + n;
    totals[row.kind] = (totals[row.kind] ?? 0) + n;
  }
  return { weeks: [...weeks.values()], totals };
}
