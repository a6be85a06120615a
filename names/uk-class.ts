import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UkClass } from '#sdk/schemas/program-parts';

/** UK degree classes by their names. */
export const UK_CLASS_NAMES: Record<UkClass, MessageDescriptor> = {
  FIRST: msg`First class`,
  UPPER_SECOND: msg`Upper Second (2:1)`,
  LOWER_SECOND: msg`Lower Second (2:2)`,
  THIRD: msg`Third class`,
};
