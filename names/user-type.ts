import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserType } from '#sdk/schemas/enums';

/** Each role by its one name: on screen, on timelines and in the application's PDF. */
export const USER_TYPE_NAMES: Record<UserType, MessageDescriptor> = {
  AGENCY: msg`Education Agency`,
  UNIVERSITY: msg`University`,
  STUDENT: msg`Student`,
  ADMIN: msg`Administrator`,
};
