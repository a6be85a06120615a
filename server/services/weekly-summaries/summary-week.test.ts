import { expect, it } from 'vitest';
import { summaryWeek } from './summary-week.ts';

it('covers the Monday to Sunday before the Monday morning it is due, until the next Monday morning', () => {
  const lastWeek = { from: '2026-11-23', to: '2026-11-29' };
  // Monday 30 November 2026, 06:00 UTC: the week of 23 to 29 November is due.
  expect(summaryWeek(new Date('2026-11-30T06:00:00Z'))).toEqual(lastWeek);
  expect(summaryWeek(new Date('2026-12-03T12:00:00Z'))).toEqual(lastWeek);
  expect(summaryWeek(new Date('2026-12-07T05:59:59Z'))).toEqual(lastWeek);
  // Before 06:00 on the Monday, the week before is still the one due.
  expect(summaryWeek(new Date('2026-11-30T05:59:59Z'))).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  expect(summaryWeek(new Date('2026-12-07T06:00:00Z'))).toEqual({ from: '2026-11-30', to: '2026-12-06' });
});
