import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  EDUCATION_LEVELS, GradeScale, STUDENT_BUDGET_RANGES, STUDY_DURATIONS,
} from '#sdk/schemas/constants';
import type { SubscriptionTier, UserType } from '#sdk/schemas/enums';

// The contract's values stay English on the wire; these are their names on screen.

export const USER_TYPE_LABELS: Record<UserType, MessageDescriptor> = {
  AGENCY: msg`Education Agency`,
  UNIVERSITY: msg`University`,
  STUDENT: msg`Student`,
  ADMIN: msg`Administrator`,
};

export const SUBSCRIPTION_TIER_LABELS: Record<SubscriptionTier, MessageDescriptor> = {
  STARTER: msg`Starter: up to 50 students`,
  PROFESSIONAL: msg`Professional: up to 200 students`,
  ENTERPRISE: msg`Enterprise: unlimited students`,
};

export const EDUCATION_LEVEL_LABELS: Record<(typeof EDUCATION_LEVELS)[number], MessageDescriptor> = {
  'High School': msg`High School`,
  "Bachelor's Degree": msg`Bachelor's Degree`,
  "Master's Degree": msg`Master's Degree`,
  'PhD/Doctorate': msg`PhD/Doctorate`,
  'Professional Certificate': msg`Professional Certificate`,
  Diploma: msg`Diploma`,
  Other: msg`Other`,
};

export const GRADE_SCALE_LABELS: Record<GradeScale, MessageDescriptor> = {
  '4.0 Scale (US)': msg`4.0 Scale (US)`,
  '5.0 Scale': msg`5.0 Scale`,
  '10.0 Scale': msg`10.0 Scale`,
  'Percentage (0-100%)': msg`Percentage (0-100%)`,
  'European ECTS': msg`European ECTS`,
  'UK Class System': msg`UK Class System`,
  Other: msg`Other`,
};

export const STUDY_DURATION_LABELS: Record<(typeof STUDY_DURATIONS)[number], MessageDescriptor> = {
  '6 months': msg`6 months`,
  '1 year': msg`1 year`,
  '2 years': msg`2 years`,
  '3 years': msg`3 years`,
  '4 years': msg`4 years`,
  '5+ years': msg`5+ years`,
  Flexible: msg`Flexible`,
};

export const BUDGET_RANGE_LABELS: Record<(typeof STUDENT_BUDGET_RANGES)[number], MessageDescriptor> = {
  'Under €10,000': msg`Under €10,000`,
  '€10,000 - €20,000': msg`€10,000 - €20,000`,
  '€20,000 - €30,000': msg`€20,000 - €30,000`,
  '€30,000 - €40,000': msg`€30,000 - €40,000`,
  '€40,000 - €50,000': msg`€40,000 - €50,000`,
  'Over €50,000': msg`Over €50,000`,
  'Budget flexible': msg`Budget flexible`,
};
