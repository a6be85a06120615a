// The activity feed of an agency's student or application: who did what and when,
// from what the platform records (the timeline, documents, messages, tasks, the agency's audit log).
import * as v from 'valibot';
import { PageQuery, type Pagination } from './common.ts';
import type { ApplicationStatus, UserType } from './enums.ts';

export const ACTIVITY_KINDS = [
  'CREATED',
  'EDITED',
  'DOCUMENT_ADDED',
  'APPLICATION_CREATED',
  'STATUS_CHANGED',
  'APPLICATION_STEP',
  'MESSAGE',
  'TASK_CREATED',
  'TASK_DONE',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** GET /students/{id}/activity and /applications/{id}/activity: newest first, a page at a time. */
export const ActivityQuery = v.object({ ...PageQuery });
export type ActivityQuery = v.InferInput<typeof ActivityQuery>;

export interface ActivityEntry {
  kind: ActivityKind;
  at: string;
  /** Who acted: their role, their (or their organisation's) name, and for an agency the member; null when not recorded. */
  actor: { userType: UserType; name: string | null; memberName: string | null } | null;
  /** A document's file name, a task's title, the fields edited, a message's first words, a step's kind. */
  detail: string | null;
  /** A status change's statuses. */
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus | null;
  /** The application it happened on, if any. */
  application: { id: number; programName: string } | null;
}

export interface ActivityFeed {
  activity: ActivityEntry[];
  pagination: Pagination;
}
