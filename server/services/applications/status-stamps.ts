import type { ApplicationStatus } from '#sdk/schemas/enums';

/** The timestamp columns of an application's row that the status machine sets. */
export type ApplicationStamp =
  | 'submitted_at'
  | 'admin_approved_at'
  | 'reviewed_at'
  | 'accepted_at'
  | 'enrolled_at'
  | 'decided_at';

/**
 * The column of an application's row that holds when it reached the status (no status is reached
 * twice: the machine has no cycles). The agencies' funnel is read from them.
 */
export const REACHED_AT = {
  SUBMITTED: 'submitted_at',
  ADMIN_APPROVED: 'admin_approved_at',
  UNDER_REVIEW: 'reviewed_at',
  ACCEPTED: 'accepted_at',
  ENROLLED: 'enrolled_at',
} as const satisfies Partial<Record<ApplicationStatus, ApplicationStamp>>;
export type StampedStatus = keyof typeof REACHED_AT;
export const isStamped = <T extends string>(status: T): status is T & StampedStatus => status in REACHED_AT;

/** The decisions, which also set `decided_at`. */
export const DECISIONS: readonly ApplicationStatus[] = ['ADMIN_REJECTED', 'ACCEPTED', 'REJECTED'];

/** The timestamp columns a status sets when it is reached. */
export const stampsOf = (status: ApplicationStatus): ApplicationStamp[] => [
  ...(isStamped(status) ? [REACHED_AT[status]] : []),
  ...(DECISIONS.includes(status) ? (['decided_at'] as const) : []),
];
