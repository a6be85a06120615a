import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Verdict } from '#sdk/schemas/eligibility';

/** Each eligibility verdict by its one name: on matches, comparisons and the server's reasons. */
export const VERDICT_NAMES: Record<Verdict, MessageDescriptor> = {
  ELIGIBLE: msg`Eligible`,
  CONDITIONAL: msg`Conditional`,
  NOT_ELIGIBLE: msg`Not eligible`,
  UNKNOWN: msg`Not enough information`,
};
