import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#sdk/schemas/enums';
import { type ApplicationActorRole, assertTransition, canTransition, nextStatuses } from './status-machine.ts';

const ROLES: ApplicationActorRole[] = ['owner', 'admin', 'university'];

/** The machine of ARCHITECTURE.md, written out once more by hand so that a change to the table must be deliberate. */
const LEGAL = new Set([
  'DRAFT>SUBMITTED:owner',
  'DRAFT>WITHDRAWN:owner',
  'SUBMITTED>WITHDRAWN:owner',
  'SUBMITTED>ADMIN_REVIEW:admin',
  'ADMIN_REVIEW>ADMIN_APPROVED:admin',
  'ADMIN_REVIEW>ADMIN_REJECTED:admin',
  'ADMIN_APPROVED>UNDER_REVIEW:university',
  'UNDER_REVIEW>ACCEPTED:university',
  'UNDER_REVIEW>REJECTED:university',
  'ACCEPTED>OFFER_ACCEPTED:owner',
  'ACCEPTED>OFFER_DECLINED:owner',
  'OFFER_ACCEPTED>ENROLLED:university',
  'OFFER_ACCEPTED>NOT_ENROLLED:university',
]);

const every = APPLICATION_STATUSES.flatMap((from) =>
  APPLICATION_STATUSES.flatMap((to) => ROLES.map((role) => ({ from, to, role, key: `${from}>${to}:${role}` }))),
);

const statusOf = (fn: () => void) => {
  try {
    fn();
    return 'allowed';
  } catch (error) {
    return (error as { statusCode?: number }).statusCode;
  }
};

describe('application status machine', () => {
  it.each(every.filter((t) => LEGAL.has(t.key)))('allows $from → $to by $role', ({ from, to, role }) => {
    expect(canTransition(from, to, role)).toBe(true);
    expect(statusOf(() => assertTransition(from, to, role))).toBe('allowed');
  });

  it(`refuses every one of the ${every.length - LEGAL.size} other moves with 409`, () => {
    const illegal = every.filter((t) => !LEGAL.has(t.key));
    expect(illegal).toHaveLength(APPLICATION_STATUSES.length ** 2 * ROLES.length - LEGAL.size);
    for (const { from, to, role } of illegal) {
      expect(canTransition(from, to, role), `${from} → ${to} by ${role}`).toBe(false);
      expect(
        statusOf(() => assertTransition(from, to, role)),
        `${from} → ${to} by ${role}`,
      ).toBe(409);
    }
  });

  it('has no way out of the final statuses', () => {
    const finals: ApplicationStatus[] = [
      'REJECTED',
      'ADMIN_REJECTED',
      'WITHDRAWN',
      'OFFER_DECLINED',
      'ENROLLED',
      'NOT_ENROLLED',
    ];
    for (const final of finals) {
      for (const role of ROLES) expect(nextStatuses(final, role)).toEqual([]);
    }
  });

  it('lets the owner submit or withdraw a draft and only withdraw once submitted', () => {
    expect(nextStatuses('DRAFT', 'owner').sort()).toEqual(['SUBMITTED', 'WITHDRAWN']);
    expect(nextStatuses('SUBMITTED', 'owner')).toEqual(['WITHDRAWN']);
    expect(nextStatuses('ADMIN_REVIEW', 'owner')).toEqual([]);
  });

  it('lets only the owner answer an offer, and only the university record the enrolment after an accepted offer', () => {
    expect(nextStatuses('ACCEPTED', 'owner').sort()).toEqual(['OFFER_ACCEPTED', 'OFFER_DECLINED']);
    expect(nextStatuses('ACCEPTED', 'university')).toEqual([]);
    expect(nextStatuses('ACCEPTED', 'admin')).toEqual([]);
    expect(nextStatuses('OFFER_ACCEPTED', 'university').sort()).toEqual(['ENROLLED', 'NOT_ENROLLED']);
    expect(nextStatuses('OFFER_ACCEPTED', 'owner')).toEqual([]);
    expect(() => assertTransition('ACCEPTED', 'ENROLLED', 'university')).toThrow(
      'An application cannot go from ACCEPTED to ENROLLED',
    );
    expect(() => assertTransition('OFFER_ACCEPTED', 'ENROLLED', 'owner')).toThrow(
      'You cannot move an application from OFFER ACCEPTED to ENROLLED',
    );
  });

  it('names the statuses in its refusal', () => {
    expect(() => assertTransition('SUBMITTED', 'DRAFT', 'owner')).toThrow(
      'An application cannot go from SUBMITTED to DRAFT',
    );
    expect(() => assertTransition('SUBMITTED', 'ADMIN_REVIEW', 'owner')).toThrow(
      'You cannot move an application from SUBMITTED to ADMIN REVIEW',
    );
  });
});
