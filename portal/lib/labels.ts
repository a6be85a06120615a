import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  AGENCY_BUDGET_RANGES,
  AGENCY_DEGREE_LEVELS,
  AGENCY_EDUCATION_LEVELS,
  EDUCATION_LEVELS,
  ENGLISH_PROFICIENCY,
  GradeScale,
  STUDENT_BUDGET_RANGES,
  STUDENT_DEGREE_LEVELS,
  STUDY_DURATIONS,
} from '#sdk/schemas/constants';
import type { SubscriptionTier } from '#sdk/schemas/enums';
import type { ChecklistState, DocumentRequestState } from '#sdk/schemas/review';

// The contract's values stay English on the wire; these are their names on screen. Statuses,
// document types, roles and rejection reasons have one name everywhere (the server's e-mails and PDFs too): #names/.
export { APPLICATION_STATUS_NAMES as APPLICATION_STATUS_LABELS } from '#names/application-status.ts';
export { DOCUMENT_TYPE_NAMES as DOCUMENT_TYPE_LABELS } from '#names/document-type.ts';
export { ADMIN_REJECTION_REASON_NAMES as ADMIN_REJECTION_REASON_LABELS } from '#names/rejection-reason.ts';
export { USER_TYPE_NAMES as USER_TYPE_LABELS } from '#names/user-type.ts';

export const SUBSCRIPTION_TIER_LABELS: Record<SubscriptionTier, MessageDescriptor> = {
  STARTER: msg`Starter: up to 50 students`,
  PROFESSIONAL: msg`Professional: up to 200 students`,
  ENTERPRISE: msg`Enterprise: unlimited students`,
};

/** A plan's short name, for badges and filters. */
export const SUBSCRIPTION_TIER_NAMES: Record<SubscriptionTier, MessageDescriptor> = {
  STARTER: msg`Starter`,
  PROFESSIONAL: msg`Professional`,
  ENTERPRISE: msg`Enterprise`,
};

export const EDUCATION_LEVEL_LABELS: Record<
  (typeof EDUCATION_LEVELS)[number] | (typeof AGENCY_EDUCATION_LEVELS)[number],
  MessageDescriptor
> = {
  'High School': msg`High School`,
  'Foundation/Diploma': msg`Foundation/Diploma`,
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

export const BUDGET_RANGE_LABELS: Record<
  (typeof STUDENT_BUDGET_RANGES)[number] | (typeof AGENCY_BUDGET_RANGES)[number],
  MessageDescriptor
> = {
  'Under €10,000': msg`Under €10,000`,
  '€10,000 - €20,000': msg`€10,000 - €20,000`,
  '€20,000 - €30,000': msg`€20,000 - €30,000`,
  '€30,000 - €40,000': msg`€30,000 - €40,000`,
  '€40,000 - €50,000': msg`€40,000 - €50,000`,
  'Over €50,000': msg`Over €50,000`,
  'Budget flexible': msg`Budget flexible`,
  '€30,000 - €50,000': msg`€30,000 - €50,000`,
  'No Budget Constraints': msg`No Budget Constraints`,
};

export const ENGLISH_PROFICIENCY_LABELS: Record<(typeof ENGLISH_PROFICIENCY)[number], MessageDescriptor> = {
  'Native Speaker': msg`Native Speaker`,
  'IELTS 7.0+': msg`IELTS 7.0+`,
  'IELTS 6.5-7.0': msg`IELTS 6.5-7.0`,
  'IELTS 6.0-6.5': msg`IELTS 6.0-6.5`,
  'IELTS 5.5-6.0': msg`IELTS 5.5-6.0`,
  'TOEFL 90+': msg`TOEFL 90+`,
  'TOEFL 80-90': msg`TOEFL 80-90`,
  'TOEFL 70-80': msg`TOEFL 70-80`,
  'Basic English': msg`Basic English`,
  'No Certificate': msg`No Certificate`,
};

export const STUDENT_DEGREE_LEVEL_LABELS: Record<(typeof STUDENT_DEGREE_LEVELS)[number], MessageDescriptor> = {
  Certificate: msg`Certificate`,
  Diploma: msg`Diploma`,
  'Associate Degree': msg`Associate Degree`,
  "Bachelor's Degree": msg`Bachelor's Degree`,
  "Master's Degree": msg`Master's Degree`,
  'Doctorate/PhD': msg`Doctorate/PhD`,
  'Post-doctorate': msg`Post-doctorate`,
};

/** Degree levels of the agency's application wizard (spec part 2, 9). */
export const AGENCY_DEGREE_LEVEL_LABELS: Record<(typeof AGENCY_DEGREE_LEVELS)[number], MessageDescriptor> = {
  Foundation: msg`Foundation`,
  "Bachelor's Degree": msg`Bachelor's Degree`,
  "Master's Degree": msg`Master's Degree`,
  'PhD/Doctorate': msg`PhD/Doctorate`,
  Certificate: msg`Certificate`,
  Diploma: msg`Diploma`,
};

/** A document type's state on an application's checklist (ARCHITECTURE.md, Decisions). */
export const CHECKLIST_STATE_LABELS: Record<ChecklistState, MessageDescriptor> = {
  AWAITING: msg`Awaiting`,
  RECEIVED: msg({ message: 'Received', context: 'document state' }),
  VERIFIED: msg`Verified`,
  REJECTED: msg`Rejected`,
  WAIVED: msg`Waived`,
};

/** A reviewer's document request: open, answered, open past its due date, or closed unanswered. */
export const DOCUMENT_REQUEST_STATE_LABELS: Record<DocumentRequestState, MessageDescriptor> = {
  OPEN: msg({ message: 'Open', context: 'document request state' }),
  ANSWERED: msg`Answered`,
  OVERDUE: msg`Overdue`,
  CLOSED: msg`Closed`,
};

/** The name on screen of a stored value of an enumeration; a value outside it is shown as stored. */
export const labelOf = (
  i18n: { _: (descriptor: MessageDescriptor) => string },
  labels: Partial<Record<string, MessageDescriptor>>,
  value: string | null | undefined,
): string | undefined => (value ? (labels[value] ? i18n._(labels[value]) : value) : undefined);
