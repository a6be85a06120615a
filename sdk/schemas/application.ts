import * as v from 'valibot';
import { LIMITS } from './constants.ts';
import { Id, optionalText, PageQuery, querySearch } from './common.ts';
import { ApplicationStatus, type UserType } from './enums.ts';

const programName = v.pipe(v.string('Program name is required'), v.trim(), v.minLength(1, 'Program name is required'), v.maxLength(200));
const degreeLevel = v.pipe(v.string('Degree level is required'), v.trim(), v.minLength(1, 'Degree level is required'), v.maxLength(100));
const universityId = v.pipe(v.number('University is required'), v.integer('University is required'), v.minValue(1, 'University is required'));

/** POST /direct-students/applications (spec part 1, 5 and 7). */
export const StudentApplicationCreate = v.object({
  universityId,
  programName,
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
  studentId: v.pipe(v.number('Please select a student'), v.integer('Please select a student'), v.minValue(1, 'Please select a student')),
  universityId: v.pipe(v.number('Please select a university'), v.integer('Please select a university'), v.minValue(1, 'Please select a university')),
  programName,
  degreeLevel,
  personalStatement,
  status: v.optional(v.picklist(['DRAFT', 'SUBMITTED'], 'A new application is DRAFT or SUBMITTED'), 'DRAFT'),
});
export type AgencyApplicationCreate = v.InferInput<typeof AgencyApplicationCreate>;

/** PUT /applications/{id}/status: one step of the status machine, with an optional note. */
export const ApplicationStatusChange = v.object({
  status: ApplicationStatus,
  note: optionalText(2000),
});
export type ApplicationStatusChange = v.InferInput<typeof ApplicationStatusChange>;

export const ApplicationListQuery = v.object({
  ...PageQuery,
  status: v.optional(ApplicationStatus),
  studentId: v.optional(Id),
  search: querySearch,
});
export type ApplicationListQuery = v.InferInput<typeof ApplicationListQuery>;

/** GET /direct-students/applications: the student's own, all of them, filtered on the server. */
export const StudentApplicationListQuery = v.object({
  status: v.optional(ApplicationStatus),
  search: querySearch,
});
export type StudentApplicationListQuery = v.InferInput<typeof StudentApplicationListQuery>;

export interface ApplicationEvent {
  id: number;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  note: string | null;
  actor: { id: number; userType: UserType } | null;
  createdAt: string;
}

export interface Application {
  id: number;
  programName: string;
  degreeLevel: string;
  status: ApplicationStatus;
  personalStatement: string | null;
  motivationLetter: string | null;
  universityNotes: string | null;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  reviewedAt: string | null;
  decidedAt: string | null;
  student: { id: number; firstName: string | null; lastName: string | null; email: string | null };
  university: { id: number; name: string; city: string; country: string; responseTimeDays: number | null };
  agencyId: number | null;
}

export type ApplicationDetail = Application & { events: ApplicationEvent[] };

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
 * either step as rejected.
 */
export const APPLICATION_STAT_GROUPS = {
  draft: ['DRAFT'],
  submitted: ['SUBMITTED'],
  underReview: ['ADMIN_REVIEW', 'ADMIN_APPROVED', 'UNDER_REVIEW'],
  accepted: ['ACCEPTED'],
  rejected: ['ADMIN_REJECTED', 'REJECTED'],
  withdrawn: ['WITHDRAWN'],
} as const satisfies Record<Exclude<keyof ApplicationStats, 'total'>, readonly ApplicationStatus[]>;

/** Stats from counts per status. */
export function applicationStats(counts: Partial<Record<ApplicationStatus, number>>): ApplicationStats {
  const sum = (statuses: readonly ApplicationStatus[]) => statuses.reduce((n, s) => n + (counts[s] ?? 0), 0);
  const groups = Object.fromEntries(Object.entries(APPLICATION_STAT_GROUPS).map(([k, statuses]) => [k, sum(statuses)]));
  return { total: Object.values(counts).reduce((n, c) => n + (c ?? 0), 0), ...groups } as ApplicationStats;
}
