import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AnalyticsRangeQuery, previousRange } from '#sdk/schemas/analytics';
import { mondayOf, rangeOf, weeksOf } from './analytics-range.ts';
import { percentile } from './percentile.ts';
import { weeklySeries } from './weekly-series.ts';

describe('an analytics range', () => {
  it('is the last 30 days by default, from the day given up to today, or the 30 days up to the day given', () => {
    expect(rangeOf({}, '2026-11-27')).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(rangeOf({ from: '2026-11-01' }, '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(rangeOf({ to: '2026-03-01' }, '2026-11-27')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(previousRange({ from: '2026-11-01', to: '2026-11-27' })).toEqual({ from: '2026-10-05', to: '2026-10-31' });
  });

  it('refuses a day that does not exist, an end before the start and more than 731 days', () => {
    const issues = (query: object) => v.safeParse(AnalyticsRangeQuery, query).issues?.map((i) => i.message);
    expect(issues({ from: '2026-02-30' })).toEqual(['Must be a date (YYYY-MM-DD)']);
    expect(issues({ from: '2026-05-02', to: '2026-05-01' })).toEqual([
      'The end date must be on or after the start date',
    ]);
    expect(issues({ from: '2024-01-01', to: '2026-01-02' })).toEqual(['The range can be at most 731 days']);
    expect(issues({ from: '2026-05-01', to: '2026-05-01' })).toBeUndefined();
    expect(issues({ timeZone: 'Mars/Olympus_Mons' })).toEqual(['Must be a time zone (e.g. Europe/Berlin)']);
    expect(v.parse(AnalyticsRangeQuery, { timeZone: 'asia/amman' })).toEqual({ timeZone: 'Asia/Amman' });
  });

  it('is counted in ISO weeks, each named by its Monday, every week present', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(weeksOf({ from: '2026-11-25', to: '2026-12-08' })).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    const series = weeklySeries({ from: '2026-11-25', to: '2026-12-08' }, [
      { day: '2026-11-26', kind: 'A', n: 2 },
      { day: '2026-11-29', kind: 'A', n: '1' },
      { day: '2026-12-08', kind: 'B', n: 4 },
    ]);
    expect(series.weeks).toEqual([
      { week: '2026-11-23', counts: { A: 3 } },
      { week: '2026-11-30', counts: {} },
      { week: '2026-12-07', counts: { B: 4 } },
    ]);
    expect(series.totals).toEqual({ A: 3, B: 4 });
  });
});

describe('a percentile', () => {
  it('interpolates between the closest ranks', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([5], 90)).toBe(5);
    expect(percentile([4, 1, 3, 2], 50)).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBeCloseTo(9.1);
  });
});
