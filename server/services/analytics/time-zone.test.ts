import { describe, expect, it } from 'vitest';
import { boundsOf, periodsOf } from './analytics-range.ts';
import { dayIn, dayStart, offsetAt, offsetsBetween } from './time-zone.ts';

const at = (iso: string) => Date.parse(iso);

describe('a time zone of the analytics', () => {
  it('tells the day and the offset at an instant', () => {
    expect(dayIn('Asia/Amman', at('2026-11-27T21:30:00Z'))).toBe('2026-11-28');
    expect(dayIn('America/New_York', at('2026-11-28T03:00:00Z'))).toBe('2026-11-27');
    expect(offsetAt('Asia/Amman', at('2026-11-27T12:00:00Z'))).toBe(180);
    expect(offsetAt('Europe/Berlin', at('2026-07-01T12:00:00Z'))).toBe(120);
    expect(offsetAt('America/St_Johns', at('2026-01-01T12:00:00Z'))).toBe(-210);
  });

  it('starts a day at its midnight, or where the clocks jump over it', () => {
    expect(new Date(dayStart('2026-11-28', 'Asia/Amman')).toISOString()).toBe('2026-11-27T21:00:00.000Z');
    expect(new Date(dayStart('2026-03-29', 'Europe/Berlin')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(dayStart('2026-03-30', 'Europe/Berlin')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // Santiago's clocks went from 00:00 to 01:00 on 2026-09-06: the day starts at 01:00 (-03).
    expect(new Date(dayStart('2026-09-06', 'America/Santiago')).toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('finds the changes of the clocks within the bounds, to the minute', () => {
    const march = boundsOf({ from: '2026-03-28', to: '2026-03-30' }, 'Europe/Berlin');
    expect(march).toEqual({
      start: '2026-03-27T23:00:00.000Z',
      end: '2026-03-30T22:00:00.000Z',
      offsets: [
        { from: '2026-03-27T23:00:00.000Z', minutes: 60 },
        { from: '2026-03-29T01:00:00.000Z', minutes: 120 },
      ],
    });
    expect(offsetsBetween('Asia/Amman', at('2026-01-01T00:00:00Z'), at('2026-12-31T00:00:00Z'))).toHaveLength(1);
    expect(boundsOf({ from: '2026-11-01', to: '2026-11-02' })).toEqual({
      start: '2026-11-01T00:00:00.000Z',
      end: '2026-11-03T00:00:00.000Z',
      offsets: [{ from: '2026-11-01T00:00:00.000Z', minutes: 0 }],
    });
  });

  it('counts the default 30 days up to today in the zone asked, and the period before', () => {
    const periods = periodsOf({ timeZone: 'Asia/Amman' }, '2026-11-28');
    expect(periods.range).toEqual({ from: '2026-10-30', to: '2026-11-28' });
    expect(periods.previousRange).toEqual({ from: '2026-09-30', to: '2026-10-29' });
    expect(periods.bounds.start).toBe('2026-10-29T21:00:00.000Z');
    expect(periods.previousBounds.end).toBe(periods.bounds.start);
  });
});
