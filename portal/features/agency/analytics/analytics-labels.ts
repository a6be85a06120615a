import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AgencyFunnelStage, AgencySource } from '#sdk/schemas/analytics';

/** The funnel's stages by name; a new stage of the API does not compile until it has one. */
export const STAGE_LABEL: Record<AgencyFunnelStage, MessageDescriptor> = {
  WIDGET_VISITS: msg`Widget visits`,
  LEADS: msg`Leads`,
  STUDENTS: msg`Students`,
  SUBMITTED: msg`Applications submitted`,
  ADMIN_APPROVED: msg`Approved by the admins`,
  ACCEPTED: msg`Accepted by the university`,
  ENROLLED: msg`Enrolled`,
};

/** Where leads and students came from. */
export const SOURCE_LABEL: Record<AgencySource, MessageDescriptor> = {
  CONSULTATION: msg`Consultation requests`,
  INFORMATION: msg`Information requests`,
  APPLY: msg`Apply widget`,
  CONTACT: msg`Contact form`,
  REGISTRATION: msg`Registration through your link`,
  CSV_IMPORT: msg`CSV import`,
  ADDED_BY_HAND: msg`Added by hand`,
  NOT_RECORDED: msg`Not recorded`,
};
