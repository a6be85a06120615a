import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AgencyRole } from '#sdk/schemas/enums';

/** Each role in an agency's team by its one name. */
export const AGENCY_ROLE_NAMES: Record<AgencyRole, MessageDescriptor> = {
  OWNER: msg`Owner`,
  MANAGER: msg`Manager`,
  COUNSELLOR: msg`Counsellor`,
};
