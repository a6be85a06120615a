import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClaimStatus } from '#sdk/schemas/commission';

/** Each commission claim's status by its one name (sdk/schemas/commission.ts, CLAIM_STATUSES). */
export const CLAIM_STATUS_NAMES: Record<ClaimStatus, MessageDescriptor> = {
  EXPECTED: msg({ message: 'Expected', context: 'commission claim' }),
  RAISED: msg({ message: 'Raised', context: 'commission claim' }),
  PAID: msg({ message: 'Paid', context: 'commission claim' }),
  DISPUTED: msg({ message: 'Disputed', context: 'commission claim' }),
  RECEIVED: msg({ message: 'Received', context: 'commission claim' }),
};
