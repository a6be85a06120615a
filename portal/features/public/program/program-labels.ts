import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApplicantGroup, IntakeStatus, StudyMode } from '#sdk/schemas/program-parts';
import type { BadgeTone } from '#portal/ui/Badge/Badge.tsx';

export const APPLICANT_GROUP_LABELS: Record<ApplicantGroup, MessageDescriptor> = {
  EU: msg`EU/EEA applicants`,
  NON_EU: msg`Non-EU applicants`,
  NON_EU_VISA: msg`Non-EU applicants needing a visa`,
};

export const INTAKE_STATUS_LABELS: Record<IntakeStatus, MessageDescriptor> = {
  OPEN: msg({ message: 'Open', context: 'intake status' }),
  UPCOMING: msg`Opens soon`,
  FULL: msg({ message: 'Full', context: 'intake status' }),
  CLOSED: msg({ message: 'Closed', context: 'intake status' }),
};

export const INTAKE_STATUS_TONES: Record<IntakeStatus, BadgeTone> = {
  OPEN: 'success',
  UPCOMING: 'brand',
  FULL: 'warning',
  CLOSED: 'neutral',
};

export const STUDY_MODE_LABELS: Record<StudyMode, MessageDescriptor> = {
  FULL_TIME: msg`Full-time`,
  PART_TIME: msg`Part-time`,
  ONLINE: msg`Online`,
  BLENDED: msg`Blended`,
};

export const PRIOR_DEGREE_LABELS = {
  SECONDARY: msg`A secondary school leaving certificate`,
  BACHELOR: msg`A bachelor's degree`,
  MASTER: msg`A master's degree`,
} as const;
