import { describe, expect, it } from 'vitest';
import { applicantGroupOf, intakeStatusFor } from './applicant-group.ts';

const window = (opens: string | null, closes: string | null) => ({ opens, closes });
const intake = (
  windows: Partial<Record<'EU' | 'NON_EU' | 'NON_EU_VISA', ReturnType<typeof window>>>,
  seats?: number,
) => ({
  startDate: '2027-09-01',
  seats: seats ?? null,
  seatsTaken: 10,
  windows: { EU: window(null, null), NON_EU: window(null, null), NON_EU_VISA: window(null, null), ...windows },
});

describe('the applicant group', () => {
  it('is EU for EU/EEA and Swiss nationals, in any case, and NON_EU otherwise or when unknown', () => {
    expect(['Germany', ' norway ', 'Liechtenstein', 'Switzerland'].map(applicantGroupOf)).toEqual([
      'EU',
      'EU',
      'EU',
      'EU',
    ]);
    expect(['Jordan', 'United Kingdom', '', null, undefined].map(applicantGroupOf)).toEqual([
      'NON_EU',
      'NON_EU',
      'NON_EU',
      'NON_EU',
      'NON_EU',
    ]);
  });
});

describe("an intake's status for a group", () => {
  const today = '2027-03-01';
  it("reads the group's own window", () => {
    const split = intake({ EU: window('2027-01-01', '2027-06-01'), NON_EU: window('2026-12-01', '2027-02-01') });
    expect(intakeStatusFor(split, 'EU', today)).toBe('OPEN');
    expect(intakeStatusFor(split, 'NON_EU', today)).toBe('CLOSED');
    expect(intakeStatusFor(intake({ NON_EU: window('2027-04-01', null) }), 'NON_EU', today)).toBe('UPCOMING');
  });

  it('is open until the start without a window, full without seats, and closed once started', () => {
    expect(intakeStatusFor(intake({}), 'NON_EU', today)).toBe('OPEN');
    expect(intakeStatusFor(intake({}, 10), 'EU', today)).toBe('FULL');
    expect(intakeStatusFor(intake({}), 'EU', '2027-09-01')).toBe('CLOSED');
  });
});
