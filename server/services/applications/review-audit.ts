import type { Kysely } from 'kysely';
import type { ApplicationStatus } from '#sdk/schemas/enums';
import type { Database } from '#server/db/tables/database.ts';
import { insertAuditEntries } from '#server/services/audit/audit.repository.ts';

/** The audit log's name of a reviewer's move to each status. */
const MOVES: Partial<Record<ApplicationStatus, string>> = {
  ADMIN_REVIEW: 'take-into-review',
  ADMIN_APPROVED: 'approve',
  ADMIN_REJECTED: 'reject',
  UNDER_REVIEW: 'start-review',
  ACCEPTED: 'accept',
  REJECTED: 'reject',
  ENROLLED: 'confirm-enrolment',
  NOT_ENROLLED: 'record-no-show',
};

export interface ReviewAction {
  actorId: number;
  applicationId: number;
  /** What was done, e.g. `approve`, `verify-document`, `request-documents`. */
  action: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records an admin's or a university's review action or decision on an application in the
 * audit log (who, when, what); call it inside the transaction of the action.
 */
export const auditReviewAction = (trx: Kysely<Database>, entry: ReviewAction) =>
  insertAuditEntries(trx, [
    {
      actorId: entry.actorId,
      action: entry.action,
      entity: 'application',
      entityId: entry.applicationId,
      label: null,
      before: entry.before,
      after: entry.after,
    },
  ]);

/** Records a reviewer's move of an application from one status to another (the owner's are not audited). */
export const auditReviewMove = (
  trx: Kysely<Database>,
  move: {
    actorId: number;
    applicationId: number;
    from: ApplicationStatus;
    to: ApplicationStatus;
    note?: string | null;
    reason?: string | null;
  },
) =>
  auditReviewAction(trx, {
    actorId: move.actorId,
    applicationId: move.applicationId,
    action: MOVES[move.to] ?? 'move',
    before: { status: move.from },
    after: {
      status: move.to,
      ...(move.reason ? { reason: move.reason } : {}),
      ...(move.note ? { note: move.note } : {}),
    },
  });
