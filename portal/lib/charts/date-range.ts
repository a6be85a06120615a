import { MAX_ANALYTICS_DAYS } from '#sdk/schemas/analytics';

/**
 * An analytics date range: whole days, `from` and `to` inclusive, as ISO dates (YYYY-MM-DD) of the
 * reader's calendar. The API takes the same two values (`from`, `to`).
 */
export interface DateRange {
  from: string;
  to: string;
}

/** The presets the date-range control offers, in days ending today. */
export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** A day of the reader's calendar as YYYY-MM-DD (not UTC's, which is another day near midnight). */
export function isoDay(day: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The last `days` days, today included. */
export function lastDays(days: number, today = new Date()): DateRange {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { from: isoDay(from), to: isoDay(today) };
}

/** Which preset a range is, if it is one (ending today); otherwise it is a custom range. */
export function presetOf(range: DateRange, today = new Date()): RangePreset | undefined {
  return RANGE_PRESETS.find((days) => {
    const preset = lastDays(days, today);
    return preset.from === range.from && preset.to === range.to;
  });
}

/** Why the API would refuse a range: the end before the start, or longer than it answers. */
export function rangeProblem(range: DateRange): 'order' | 'length' | undefined {
  if (range.from > range.to) return 'order';
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;
  return days > MAX_ANALYTICS_DAYS ? 'length' : undefined;
}
