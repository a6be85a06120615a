import { MAX_ANALYTICS_DAYS } from '#sdk/schemas/analytics';

/**
 * An analytics date range: whole days, `from` and `to` inclusive, as ISO dates (YYYY-MM-DD) of the
 * reader's calendar. The API takes the same two values (`from`, `to`).
 */
export interface DateRange {
  from: string;
  to: string;
}

/** The presets the date-range control offers, ending today: a number of days, or this intake (`thisIntake`). */
export const RANGE_PRESETS = [7, 30, 90, 'intake'] as const;
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

/**
 * "This intake": from the start of the current intake season to today. European universities take
 * students in for the winter semester, whose intake season runs from 1 October, and for the summer
 * semester, from 1 April; so this intake starts on the latest 1 October or 1 April on or before today.
 */
export function thisIntake(today = new Date()): DateRange {
  const year = today.getFullYear();
  const month = today.getMonth(); // 0 is January: April is 3, October 9.
  const start = month >= 9 ? new Date(year, 9, 1) : month >= 3 ? new Date(year, 3, 1) : new Date(year - 1, 9, 1);
  return { from: isoDay(start), to: isoDay(today) };
}

/** The range of a preset, ending today. */
export const presetRange = (preset: RangePreset, today = new Date()): DateRange =>
  preset === 'intake' ? thisIntake(today) : lastDays(preset, today);

/** Which preset a range is, if it is one (ending today); otherwise it is a custom range. */
export function presetOf(range: DateRange, today = new Date()): RangePreset | undefined {
  return RANGE_PRESETS.find((preset) => {
    const days = presetRange(preset, today);
    return days.from === range.from && days.to === range.to;
  });
}

/** The reader's time zone (its IANA name), in which the API counts the range's days. */
const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A range as the analytics calls take it: its days, in the reader's time zone. */
export const rangeQuery = (range: DateRange) => ({ from: range.from, to: range.to, timeZone: readerTimeZone() });

/** Why the API would refuse a range: the end before the start, or longer than it answers. */
export function rangeProblem(range: DateRange): 'order' | 'length' | undefined {
  if (range.from > range.to) return 'order';
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;
  return days > MAX_ANALYTICS_DAYS ? 'length' : undefined;
}
