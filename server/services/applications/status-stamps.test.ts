import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '#sdk/schemas/enums';
import { nextStatuses } from './status-machine.ts';
import { REACHED_AT, stampsOf } from './status-stamps.ts';

describe('the stamps a status sets', () => {
  it('names when each stamped status was reached, and the decisions', () => {
    expect(stampsOf('SUBMITTED')).toEqual(['submitted_at']);
    expect(stampsOf('ADMIN_APPROVED')).toEqual(['admin_approved_at']);
    expect(stampsOf('UNDER_REVIEW')).toEqual(['reviewed_at']);
    expect(stampsOf('ACCEPTED')).toEqual(['accepted_at', 'decided_at']);
    expect(stampsOf('REJECTED')).toEqual(['decided_at']);
    expect(stampsOf('ADMIN_REJECTED')).toEqual(['decided_at']);
    expect(stampsOf('ENROLLED')).toEqual(['enrolled_at']);
    expect(stampsOf('WITHDRAWN')).toEqual([]);
    expect(stampsOf('DRAFT')).toEqual([]);
  });

  it('can keep one time per stamped status: the machine never leads back to one', () => {
    const reachableFrom = (status: string, seen = new Set<string>()): Set<string> => {
      for (const next of (['owner', 'admin', 'university'] as const).flatMap((role) =>
        nextStatuses(status as never, role),
      ))
        if (!seen.has(next)) {
          seen.add(next);
          reachableFrom(next, seen);
        }
      return seen;
    };
    for (const status of APPLICATION_STATUSES)
      if (status in REACHED_AT) expect(reachableFrom(status).has(status)).toBe(false);
  });
});
