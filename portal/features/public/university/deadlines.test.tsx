import { describe, expect, it } from 'vitest';
import { admissionDeadline, daysBetween, isOpen, nextDeadline, today } from './deadlines.ts';

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

  it('falls back to the last passed deadline, shown as closed, and to none', () => {
    const programs = [{ applicationDeadline: '2026-02-15' }, { applicationDeadline: '2025-09-01' }];
    expect(admissionDeadline(programs, '2026-11-25')).toEqual({ date: '2026-02-15', open: false });
    expect(admissionDeadline(programs, '2026-02-15')).toEqual({ date: '2026-02-15', open: true });
    expect(admissionDeadline([{ applicationDeadline: null }], '2026-11-25')).toBeUndefined();
    expect(daysBetween('2026-11-25', '2026-02-15')).toBe(-283);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });
});
