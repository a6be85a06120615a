import * as v from 'valibot';
import { LIMITS } from './constants.ts';
import { CsvExportQuery, Id, optionalText, recordId, PageQuery, querySearch } from './common.ts';
import { AFTER_ACCEPTANCE, ApplicationStatus, type UserType } from './enums.ts';
import type { ApplicationEligibility } from './eligibility.ts';
import { officeFilter } from './agency-office.ts';
import type { ApplicationEventKind, ApplicationReviewParts } from './review-parts.ts';

const programName = v.pipe(
  v.string('Program name is required'),
  v.trim(),
  v.minLength(1, 'Program name is required'),
  v.maxLength(200),
);
const degreeLevel = v.pipe(
  v.string('Degree level is required'),
  v.trim(),
  v.minLength(1, 'Degree level is required'),
  v.maxLength(100),
);
const universityId = recordId('University is required');

/**
 * The catalogue's programme and one of its intakes (GET /api/programs/{id}); the programme's name
 * then fills `programName`. Null (or absent) where the university lists no programmes.
 */
const ProgrammeChoice = {
  programId: v.optional(v.nullable(recordId('Please choose a programme'))),
  intakeId: v.optional(v.nullable(recordId('Please choose an intake'))),
};

/** POST /direct-students/applications (spec part 1, 5 and 7). */
export const StudentApplicationCreate = v.object({
  universityId,
  programName,
  ...ProgrammeChoice,
  degreeLevel,
  personalStatement: optionalText(10_000),
  motivationLetter: optionalText(10_000),
  status: v.optional(v.picklist(['DRAFT', 'SUBMITTED'], 'A new application is DRAFT or SUBMITTED'), 'DRAFT'),
});
export type StudentApplicationCreate = v.InferInput<typeof StudentApplicationCreate>;

/** PUT /direct-students/applications/{id}: edit a draft, or `{ status: 'SUBMITTED' }` to submit it. */
export const StudentApplicationUpdate = v.object({
  universityId: v.optional(universityId),
  programName: v.optional(programName),
  ...ProgrammeChoice,
  degreeLevel: v.optional(degreeLevel),
  personalStatement: optionalText(10_000),
  motivationLetter: optionalText(10_000),
  status: v.optional(v.picklist(['SUBMITTED', 'WITHDRAWN'], 'A student may only submit or withdraw')),
});
export type StudentApplicationUpdate = v.InferInput<typeof StudentApplicationUpdate>;

const personalStatement = v.pipe(
  v.string('Personal statement is required'),
  v.trim(),
  v.minLength(1, 'Personal statement is required'),
  v.minLength(LIMITS.personalStatementMin, 'Personal statement should be at least 100 characters'),
  v.maxLength(10_000),
);

/** POST /applications by an agency (spec part 2, 5: the wizard's rules). */
export const AgencyApplicationCreate = v.object({
  studentId: recordId('Please select a student'),
  universityId: recordId('Please select a university'),
  programName,
  ...ProgrammeChoice,
  degreeLevel,
  personalStatement,
  status: v.optional(v.picklist(['DRAFT', 'SUBMITTED'], 'A new application is DRAFT or SUBMITTED'), 'DRAFT'),
});
export type AgencyApplicationCreate = v.InferInput<typeof AgencyApplicationCreate>;

/** PUT /applications/{id}: the wizard's edit of a DRAFT; `status: 'SUBMITTED'` submits it after the edit. */
export const AgencyApplicationUpdate = v.object({
  universityId: v.optional(recordId('Please select a university')),
  programName: v.optional(programName),
  ...ProgrammeChoice,
  degreeLevel: v.optional(degreeLevel),
  personalStatement: v.optional(personalStatement),
  status: v.optional(v.picklist(['DRAFT', 'SUBMITTED'], 'An edited application stays DRAFT or is SUBMITTED')),
});
export type AgencyApplicationUpdate = v.InferInput<typeof AgencyApplicationUpdate>;

/**
 * GET /applications/stats/dashboard (spec part 2, 3), each figure defined where the server
 * computes it (server/services/applications/agency-dashboard.ts).
 */
export interface AgencyDashboardStats {
  totalStudents: number;
  totalApplications: number;
  /** Percent, 0 to 100, of the decided applications that were accepted. */
  acceptanceRate: number;
  pendingApplications: number;
}

/** PUT /applications/{id}/status: one step of the status machine, with an optional note. */
export const ApplicationStatusChange = v.object({
  status: ApplicationStatus,
  note: optionalText(2000),
});
export type ApplicationStatusChange = v.InferInput<typeof ApplicationStatusChange>;

/** GET /applications/{id}/export.pdf: the PDF's language (the portal sends its own; else the account's). */
export const ApplicationPdfQuery = v.object({ lang: v.optional(v.picklist(['en', 'ar'], 'Must be en or ar')) });
export type ApplicationPdfQuery = v.InferInput<typeof ApplicationPdfQuery>;

export const ApplicationListQuery = v.object({
  ...PageQuery,
  status: v.optional(ApplicationStatus),
  studentId: v.optional(Id),
  search: querySearch,
  /** An agency's: only the applications of this office's students. */
  office: officeFilter,
});
export type ApplicationListQuery = v.InferInput<typeof ApplicationListQuery>;

/** GET /applications/export.csv: the list's filters, every page. */
export const ApplicationExportQuery = v.object({
  ...v.omit(ApplicationListQuery, ['page', 'limit']).entries,
  ...CsvExportQuery.entries,
});
export type ApplicationExportQuery = v.InferInput<typeof ApplicationExportQuery>;

/** The columns of the applications CSV, in order. */
export const APPLICATION_CSV_COLUMNS = [
  'id',
  'studentFirstName',
  'studentLastName',
  'studentEmail',
  'university',
  'city',
  'country',
  'programName',
  'degreeLevel',
  'status',
  'createdAt',
  'submittedAt',
  'reviewedAt',
  'decidedAt',
] as const;

/** GET /direct-students/applications: the student's own, all of them, filtered on the server. */
export const StudentApplicationListQuery = v.object({
  status: v.optional(ApplicationStatus),
  search: querySearch,
});
export type StudentApplicationListQuery = v.InferInput<typeof StudentApplicationListQuery>;

export interface ApplicationEvent {
  id: number;
  /** STATUS for a move; other kinds keep the status (fromStatus = toStatus). */
  kind: ApplicationEventKind;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  /** A rejection reason's code, or the document types a document step is about (comma-separated). */
  reason: string | null;
  note: string | null;
  /**
   * Who acted: their role and name (an admin's name only for admins); for an agency, also the member
   * of its team who acted.
   */
  actor: { id: number; userType: UserType; name: string | null; memberName?: string | null } | null;
  createdAt: string;
}

export interface Application {
  id: number;
  programName: string;
  /** The catalogue's programme and intake; null where the university lists no programmes. */
  programId: number | null;
  intakeId: number | null;
  /** The intake's start (YYYY-MM-DD). */
  intakeStartDate: string | null;
  degreeLevel: string;
  status: ApplicationStatus;
  personalStatement: string | null;
  motivationLetter: string | null;
  universityNotes: string | null;
  /** What an accepted applicant must still meet (the university's conditions). */
  decisionConditions: string | null;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  reviewedAt: string | null;
  decidedAt: string | null;
  student: { id: number; firstName: string | null; lastName: string | null; email: string | null };
  university: { id: number; name: string; city: string; country: string; responseTimeDays: number | null };
  agencyId: number | null;
  /** The eligibility verdict computed at submission, with its reasons. */
  eligibility: ApplicationEligibility | null;
}

/**
 * What a university would refuse, found when an agency creates an application and shown on its
 * page: a warning, never a refusal. `fields` are the student form's fields to fix.
 * PROFILE_GAPS: essential profile fields are empty. NO_ENGLISH_SCORE / ENGLISH_SCORE_LOW: the
 * programme's English requirement (`required`, the lowest IELTS band / TOEFL iBT score the
 * university names) against the student's scores (`has`).
 */
export type EligibilityWarning =
  | { code: 'PROFILE_GAPS'; fields: string[] }
  | {
      code: 'NO_ENGLISH_SCORE' | 'ENGLISH_SCORE_LOW';
      fields: string[];
      required: { ielts: number | null; toefl: number | null };
      has: { ielts: number | null; toefl: number | null };
    };

/** One application with its timeline, its document checklist and the reviewers' document requests. */
export type ApplicationDetail = Application & { events: ApplicationEvent[] } & ApplicationReviewParts;

export interface ApplicationStats {
  total: number;
  draft: number;
  submitted: number;
  underReview: number;
  accepted: number;
  rejected: number;
  withdrawn: number;
}

/**
 * Which statuses each stat card counts. The cards know six states (spec part 2, 4); the steps
 * between submission and the university's review count as under review, and a refusal at
 * either step as rejected; what the applicant did with an offer counts as accepted (by the university).
 */
export const APPLICATION_STAT_GROUPS = {
  draft: ['DRAFT'],
  submitted: ['SUBMITTED'],
  underReview: ['ADMIN_REVIEW', 'ADMIN_APPROVED', 'UNDER_REVIEW'],
  accepted: ['ACCEPTED', ...AFTER_ACCEPTANCE],
  rejected: ['ADMIN_REJECTED', 'REJECTED'],
  withdrawn: ['WITHDRAWN'],
} as const satisfies Record<Exclude<keyof ApplicationStats, 'total'>, readonly ApplicationStatus[]>;

/** Stats from counts per status. */
export function applicationStats(counts: Partial<Record<ApplicationStatus, number>>): ApplicationStats {
  const sum = (statuses: readonly ApplicationStatus[]) => statuses.reduce((n, s) => n + (counts[s] ?? 0), 0);
  const groups = Object.fromEntries(Object.entries(APPLICATION_STAT_GROUPS).map(([k, statuses]) => [k, sum(statuses)]));
  return { total: Object.values(counts).reduce((n, c) => n + (c ?? 0), 0), ...groups } as ApplicationStats;
}
