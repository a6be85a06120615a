import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApplicationStatus } from '#sdk/schemas/enums';

/**
 * Each application status by its one name, on screen, in e-mails, notifications and PDFs alike.
 * Spec part 1, 4: statuses are shown with the underscore replaced by a space.
 */
export const APPLICATION_STATUS_NAMES: Record<ApplicationStatus, MessageDescriptor> = {
  DRAFT: msg`DRAFT`,
  SUBMITTED: msg`SUBMITTED`,
  ADMIN_REVIEW: msg`ADMIN REVIEW`,
  ADMIN_APPROVED: msg`ADMIN APPROVED`,
  ADMIN_REJECTED: msg`ADMIN REJECTED`,
  UNDER_REVIEW: msg`UNDER REVIEW`,
  ACCEPTED: msg`ACCEPTED`,
  REJECTED: msg`REJECTED`,
  WITHDRAWN: msg`WITHDRAWN`,
  OFFER_ACCEPTED: msg`OFFER ACCEPTED`,
  OFFER_DECLINED: msg`OFFER DECLINED`,
  ENROLLED: msg`ENROLLED`,
  NOT_ENROLLED: msg`NOT ENROLLED`,
};
