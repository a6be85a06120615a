import { expectCommission } from '#server/services/commissions/expected-commission.ts';
import type { EnrolmentListener } from './enrolment.ts';

/**
 * What happens when an application becomes ENROLLED, besides the status move, its timeline entry,
 * notifications and webhook: each listener is called in order in the move's transaction.
 */
export const ENROLMENT_LISTENERS: readonly EnrolmentListener[] = [
  // An enrolment under a confirmed agreement expects the agency's commission.
  async (trx, enrolment) => {
    await expectCommission(trx, enrolment.applicationId, enrolment.confirmedByUserId);
  },
];
