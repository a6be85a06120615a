import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminRejectionReason } from '#sdk/schemas/review';

/** Why an admin rejected an application, by one name: on the timeline on screen and in the application's PDF. */
export const ADMIN_REJECTION_REASON_NAMES: Record<AdminRejectionReason, MessageDescriptor> = {
  INCOMPLETE_DOCUMENTS: msg`Incomplete documents`,
  REQUIREMENTS_NOT_MET: msg`Requirements not met`,
  SUSPECTED_FRAUD: msg`Suspected fraud`,
  PROGRAM_CLOSED: msg`Programme closed`,
  DUPLICATE_APPLICATION: msg`Duplicate application`,
  OTHER: msg`Other`,
};
