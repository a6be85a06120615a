import { describe, expect, it } from 'vitest';
import { isOpen, nextDeadline, today } from './deadlines.ts';

describe('programme deadlines', () => {
  it('takes the earliest deadline still ahead, counting the deadline day itself', () => {
    const programs = [
      { applicationDeadline: '2027-03-01' },
      { applicationDeadline: null },
      { applicationDeadline: '2026-11-30' },
      { applicationDeadline: '2026-12-15' },
    ];
    expect(nextDeadline(programs, '2026-12-01')).toBe('2026-12-15');
    expect(nextDeadline(programs, '2026-11-30')).toBe('2026-11-30');
    expect(nextDeadline(programs, '2027-03-02')).toBeUndefined();
    expect(nextDeadline([], '2026-12-01')).toBeUndefined();
  });

  it('reads today in UTC', () => {
    expect(today(new Date('2026-11-24T23:30:00-02:00'))).toBe('2026-11-25');
    expect(isOpen('2026-11-25', '2026-11-25')).toBe(true);
    expect(isOpen('2026-11-24', '2026-11-25')).toBe(false);
  });
});
