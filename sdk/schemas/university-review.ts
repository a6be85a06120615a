import * as v from 'valibot';
import type { Application, ApplicationEvent } from './application.ts';
import { optionalText, PageQuery, querySearch } from './common.ts';
import type { StudentDocument } from './document.ts';
import { AFTER_ACCEPTANCE } from './enums.ts';
import type { Program, University } from './university.ts';

/** What reaches a university: applications an admin approved, and everything after. Never drafts. */
export const UNIVERSITY_APPLICATION_STATUSES = [
  'ADMIN_APPROVED',
  'UNDER_REVIEW',
  'ACCEPTED',
  'REJECTED',
  ...AFTER_ACCEPTANCE,
] as const;
export type UniversityApplicationStatus = (typeof UNIVERSITY_APPLICATION_STATUSES)[number];

/** GET /university/applications: one page, filtered and searched on the server. */
export const UniversityApplicationListQuery = v.object({
  ...PageQuery,
  status: v.optional(v.picklist(UNIVERSITY_APPLICATION_STATUSES, 'Unknown status')),
  /** The student's name or e-mail, or the programme. */
  search: querySearch,
});
export type UniversityApplicationListQuery = v.InferInput<typeof UniversityApplicationListQuery>;

/** PUT /university/applications/{id}/review: the university's own assessment, never shown to the applicant. */
export const UniversityReviewPayload = v.object({
  rating: v.pipe(
    v.number('Please give a rating from 1 to 5'),
    v.integer('Please give a rating from 1 to 5'),
    v.minValue(1, 'Please give a rating from 1 to 5'),
    v.maxValue(5, 'Please give a rating from 1 to 5'),
  ),
  notes: optionalText(5000),
});
export type UniversityReviewPayload = v.InferInput<typeof UniversityReviewPayload>;

/**
 * POST /university/applications/{id}/decision. The note goes to the applicant; a rejection
 * needs one. Conditions (what an accepted applicant must still meet) only come with an acceptance.
 */
export const UniversityDecisionPayload = v.pipe(
  v.object({
    decision: v.picklist(['ACCEPTED', 'REJECTED'], 'Please choose accept or reject'),
    note: optionalText(2000),
    conditions: optionalText(2000),
  }),
  v.forward(
    v.check((d) => d.decision !== 'REJECTED' || !!d.note, 'Please write a note for the applicant'),
    ['note'],
  ),
  v.forward(
    v.check((d) => d.decision === 'ACCEPTED' || !d.conditions, 'Only an acceptance carries conditions'),
    ['conditions'],
  ),
);
export type UniversityDecisionPayload = v.InferInput<typeof UniversityDecisionPayload>;

/** The figures of the university dashboard: now, and how many reached each status in the last 30 days. */
export interface UniversityApplicationFigures {
  toReview: number;
  underReview: number;
  accepted: number;
  rejected: number;
}

export interface UniversityDashboard {
  university: University;
  figures: UniversityApplicationFigures;
  lastThirtyDays: UniversityApplicationFigures;
}

/** The applicant as the university sees them: what admission needs, not their passport or address. */
export interface Applicant {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  nationality: string | null;
  dateOfBirth: string | null;
  currentEducationLevel: string | null;
  institutionName: string | null;
  graduationYear: number | null;
  gpa: number | null;
  gradeScale: string | null;
  ieltsScore: number | null;
  toeflScore: number | null;
  englishProficiency: string | null;
}

export interface UniversityApplicationDetail extends Application {
  applicant: Applicant;
  /** The catalogue programme of that name, when the university still lists it. */
  program: Program | null;
  /** The applicant's documents an admin has verified. */
  documents: StudentDocument[];
  review: { rating: number | null; notes: string | null };
  events: ApplicationEvent[];
}
