import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApplicantGroup, FeeGroup, StudyMode } from '#sdk/schemas/program-parts';
import type { PRIOR_DEGREES } from '#sdk/schemas/program-parts';

/** The names of a programme's fixed choices in the editor, in the reader's language. */
export const STUDY_MODE_LABELS: Record<StudyMode, MessageDescriptor> = {
  FULL_TIME: msg`Full-time`,
  PART_TIME: msg`Part-time`,
  ONLINE: msg`Online`,
  BLENDED: msg`Blended`,
};

export const PRIOR_DEGREE_LABELS: Record<(typeof PRIOR_DEGREES)[number], MessageDescriptor> = {
  SECONDARY: msg`Secondary school`,
  BACHELOR: msg`Bachelor's degree`,
  MASTER: msg`Master's degree`,
};

export const APPLICANT_GROUP_LABELS: Record<ApplicantGroup, MessageDescriptor> = {
  EU: msg`EU/EEA applicants`,
  NON_EU: msg`Non-EU applicants`,
  NON_EU_VISA: msg`Non-EU applicants who need a visa`,
};

export const FEE_GROUP_LABELS: Record<FeeGroup, MessageDescriptor> = {
  EU: msg`Tuition per year, EU/EEA`,
  NON_EU: msg`Tuition per year, non-EU`,
};
