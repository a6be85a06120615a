import { describe, expect, it } from 'vitest';
import { medianResponseDays } from './response-time.ts';

const decidedAfter = (days: number) => ({
  approvedAt: '2026-10-01T09:00:00.000Z',
  decidedAt: new Date(Date.parse('2026-10-01T09:00:00.000Z') + days * 86_400_000).toISOString(),
});

describe('the response time', () => {
  it('is the median of approval-to-decision times, in whole days', () => {
    expect(medianResponseDays([decidedAfter(3), decidedAfter(30), decidedAfter(5)])).toBe(5);
    expect(medianResponseDays([decidedAfter(2), decidedAfter(5), decidedAfter(9), decidedAfter(40)])).toBe(7);
    expect(medianResponseDays([decidedAfter(0.4)])).toBe(0);
    expect(medianResponseDays([decidedAfter(1.6)])).toBe(2);
  });

  it('is unknown before the first decision, and ignores times it cannot read', () => {
    expect(medianResponseDays([])).toBeNull();
    expect(medianResponseDays([{ approvedAt: 'never', decidedAt: '2026-10-01T00:00:00Z' }])).toBeNull();
  });
});
