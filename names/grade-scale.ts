import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GradeScaleCode } from '#sdk/schemas/program-parts';

/** The grade scales students bring and programmes state, by their names. */
export const GRADE_SCALE_NAMES: Record<GradeScaleCode, MessageDescriptor> = {
  US_4: msg`US GPA (0–4)`,
  GULF_5: msg`Gulf GPA (0–5)`,
  PERCENT: msg`Percentage (0–100)`,
  FR_20: msg`French, Maghreb and Lebanese (0–20)`,
  IN_10: msg`Indian CGPA (0–10)`,
  UK_CLASS: msg`UK degree class`,
  DE_5: msg`German (1.0 best – 5.0)`,
};
