import type { Kysely } from 'kysely';
import type { ApplicationStatus } from '#sdk/schemas/enums';
import type { Database } from '#server/db/tables/database.ts';
import { useApp } from '#server/utils/app.ts';
import { conflict } from '#server/utils/errors.ts';
import { notifyStatusChange } from '#server/services/notifications/status-notifications.ts';
import { publishApplicationEvent } from '#server/services/webhooks/publish.ts';
import { insertApplicationEvent, updateApplicationStatus } from './application.repository.ts';
import { closeOpenRequests } from './document-requests/document-request.repository.ts';
import { auditReviewMove } from './review-audit.ts';
import { stampsOf } from './status-stamps.ts';

/**
 * Who acts on an application: its owner (the student, or the agency of the student), an admin,
 * or the university it was sent to. The caller establishes the role from ownership.
 */
export type ApplicationActorRole = 'owner' | 'admin' | 'university';

/**
 * The one application status machine (ARCHITECTURE.md): DRAFT → SUBMITTED → ADMIN_REVIEW →
 * ADMIN_APPROVED | ADMIN_REJECTED; ADMIN_APPROVED → UNDER_REVIEW → ACCEPTED | REJECTED;
 * DRAFT or SUBMITTED → WITHDRAWN by the owner. After the offer: ACCEPTED →
 * OFFER_ACCEPTED | OFFER_DECLINED by the owner; OFFER_ACCEPTED → ENROLLED | NOT_ENROLLED (a no-show)
 * by the university. Every other move is refused.
 */
export const TRANSITIONS: Readonly<
  Partial<Record<ApplicationStatus, Partial<Record<ApplicationStatus, readonly ApplicationActorRole[]>>>>
> = {
  DRAFT: { SUBMITTED: ['owner'], WITHDRAWN: ['owner'] },
  SUBMITTED: { ADMIN_REVIEW: ['admin'], WITHDRAWN: ['owner'] },
  ADMIN_REVIEW: { ADMIN_APPROVED: ['admin'], ADMIN_REJECTED: ['admin'] },
  ADMIN_APPROVED: { UNDER_REVIEW: ['university'] },
  UNDER_REVIEW: { ACCEPTED: ['university'], REJECTED: ['university'] },
  ACCEPTED: { OFFER_ACCEPTED: ['owner'], OFFER_DECLINED: ['owner'] },
  OFFER_ACCEPTED: { ENROLLED: ['university'], NOT_ENROLLED: ['university'] },
};

/** The statuses an actor may move an application to from `from`. */
export const nextStatuses = (from: ApplicationStatus, role: ApplicationActorRole): ApplicationStatus[] =>
  Object.entries(TRANSITIONS[from] ?? {})
    .filter(([, roles]) => roles.includes(role))
    .map(([to]) => to as ApplicationStatus);

export const canTransition = (from: ApplicationStatus, to: ApplicationStatus, role: ApplicationActorRole) =>
  TRANSITIONS[from]?.[to]?.includes(role) ?? false;

export const statusLabel = (status: ApplicationStatus) => status.replaceAll('_', ' ');

/** 409 with a clear message when the move is not in the machine or not this actor's to make. */
export function assertTransition(from: ApplicationStatus, to: ApplicationStatus, role: ApplicationActorRole): void {
  if (canTransition(from, to, role)) return;
  if (TRANSITIONS[from]?.[to])
    conflict({ reason: 'MOVE_NOT_YOURS', params: { from: statusLabel(from), to: statusLabel(to) } });
  conflict({ reason: 'MOVE_NOT_ALLOWED', params: { from: statusLabel(from), to: statusLabel(to) } });
}

export interface Transition {
  application: { id: number; status: ApplicationStatus };
  to: ApplicationStatus;
  actor: { userId: number; role: ApplicationActorRole };
  note?: string | null;
  /** A rejection reason's code. */
  reason?: string | null;
}

/** The statuses that end the admins' review: a document request still open is closed by them. */
const ENDS_ADMIN_REVIEW: readonly ApplicationStatus[] = ['ADMIN_APPROVED', 'ADMIN_REJECTED', 'WITHDRAWN'];

/**
 * Moves an application one step and records the event (who, when, from, to, note). Call it
 * inside the transaction of the change. The update only applies while the status is still
 * `from`, so two racing moves cannot both pass. Everyone concerned is notified in the same transaction.
 * A reviewer's move (an admin's or the university's) goes in the audit log; a move that ends the
 * admins' review closes the document requests still open.
 */
export async function transitionApplication(trx: Kysely<Database>, move: Transition): Promise<void> {
  const from = move.application.status;
  assertTransition(from, move.to, move.actor.role);
  const now = new Date().toISOString();
  const updated = await updateApplicationStatus(trx, {
    id: move.application.id,
    from,
    to: move.to,
    at: now,
    stamps: stampsOf(move.to),
  });
  if (!updated) conflict('APPLICATION_CHANGED');
  await insertApplicationEvent(trx, {
    applicationId: move.application.id,
    from,
    to: move.to,
    actorUserId: move.actor.userId,
    note: move.note ?? null,
    reason: move.reason ?? null,
    at: now,
  });
  if (move.actor.role !== 'owner')
    await auditReviewMove(trx, {
      actorId: move.actor.userId,
      applicationId: move.application.id,
      from,
      to: move.to,
      note: move.note,
      reason: move.reason,
    });
  if (ENDS_ADMIN_REVIEW.includes(move.to)) await closeOpenRequests(trx, move.application.id);
  await notifyStatusChange(trx, useApp().config.publicUrl, {
    applicationId: move.application.id,
    to: move.to,
    actorUserId: move.actor.userId,
    note: move.note,
  });
  await publishApplicationEvent(trx, move.application.id, {
    name: 'application.status_changed',
    data: { applicationId: move.application.id, from, to: move.to, note: move.note ?? null, changedAt: now },
  });
}
