import type { TextLanguage } from '#server/services/i18n/texts-in.ts';
import type * as v from 'valibot';
import { APPLICATION_STATUSES, type ApplicationStatus, type DocumentType } from '#sdk/schemas/enums';
import type {
  AdminApplication,
  AdminApplicationDetail,
  AdminApplicationList,
  AdminApplicationListQuery,
  AdminApproval,
  AdminRejection,
  ChecklistDecisionPayload,
  DocumentRequestCreate,
  PendingQueueQuery,
} from '#sdk/schemas/review';
import type { App } from '#server/utils/app.ts';
import type { SignedIn } from '#server/utils/auth.ts';
import { conflict, notFound } from '#server/utils/errors.ts';
import { pageWindow, pagination } from '#server/utils/paginate.ts';
import { presentApplication, presentEvent } from '#server/services/applications/application.presenter.ts';
import { insertApplicationEvent, listEvents } from '#server/services/applications/application.repository.ts';
import { transitionApplication } from '#server/services/applications/status-machine.ts';
import { presentDocument } from '#server/services/documents/document.presenter.ts';
import { listDocuments, updateDocument } from '#server/services/documents/document.repository.ts';
import { presentStudent } from '#server/services/students/student.presenter.ts';
import {
  notifyDocumentReviewed,
  notifyDocumentsRequested,
} from '#server/services/notifications/document-notifications.ts';
import { blockingItems, loadChecklist } from '#server/services/applications/checklist/checklist.ts';
import {
  clearChecklistDecision,
  saveChecklistDecision,
} from '#server/services/applications/checklist/checklist.repository.ts';
import {
  type AdminApplicationRow,
  adminApplicationPage,
  assignApplication,
  findAdminApplication,
} from './admin-applications.repository.ts';
import { taskForDocumentRequest } from '#server/services/tasks/task-rules.ts';
import {
  insertDocumentRequest,
  listDocumentRequests,
} from '#server/services/applications/document-requests/document-request.repository.ts';
import { presentDocumentRequest } from '#server/services/applications/document-requests/document-request.presenter.ts';
import { reviewParts } from '#server/services/applications/review-parts.service.ts';
import { publishApplicationEvent } from '#server/services/webhooks/publish.ts';
import { auditReviewAction } from '#server/services/applications/review-audit.ts';

/** The statuses of the pending queue: waiting for an admin, or with one. */
const PENDING: readonly ApplicationStatus[] = ['SUBMITTED', 'ADMIN_REVIEW'];
/** Every status but DRAFT (a draft is its owner's business). */
const NOT_DRAFT = APPLICATION_STATUSES.filter((status) => status !== 'DRAFT');

async function present(
  app: App,
  rows: AdminApplicationRow[],
  language: TextLanguage = 'en',
): Promise<AdminApplication[]> {
  const requests = await listDocumentRequests(
    app.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const newest = requests.find((r) => r.application_id === row.id);
    const request = newest ? presentDocumentRequest(newest) : null;
    return {
      ...presentApplication(row, language),
      agencyName: row.agency_name,
      assignee:
        row.assigned_admin_id !== null && row.assignee_email
          ? { id: row.assigned_admin_id, email: row.assignee_email }
          : null,
      assignedAt: row.assigned_at,
      documentRequest: request ? { id: request.id, state: request.state, dueDate: request.dueDate } : null,
    };
  });
}

/** GET /admin/applications: every application but drafts (a draft is its owner's business). */
export async function listAdminApplications(
  app: App,
  query: v.InferOutput<typeof AdminApplicationListQuery>,
  language: TextLanguage = 'en',
): Promise<AdminApplicationList> {
  const { page, limit, status, sort, ...filter } = query;
  const statuses = status ? [status] : undefined;
  const { rows, total } = await adminApplicationPage(
    app.db,
    { ...filter, status: undefined, statuses: statuses ?? NOT_DRAFT },
    { ...pageWindow(page, limit), sort },
  );
  return { applications: await present(app, rows, language), pagination: pagination(page, limit, total) };
}

/** GET /admin/applications/pending: SUBMITTED and ADMIN_REVIEW, oldest submission first. */
export async function pendingQueue(
  app: App,
  query: v.InferOutput<typeof PendingQueueQuery>,
  language: TextLanguage = 'en',
): Promise<AdminApplicationList> {
  const { rows, total } = await adminApplicationPage(
    app.db,
    { statuses: PENDING, verdict: query.verdict },
    { ...pageWindow(query.page, query.limit), oldestFirst: true, sort: query.sort },
  );
  return { applications: await present(app, rows, language), pagination: pagination(query.page, query.limit, total) };
}

async function adminRow(app: App, id: number) {
  const row = await findAdminApplication(app.db, id);
  if (!row || row.status === 'DRAFT') notFound('APPLICATION_NOT_FOUND');
  return row;
}

/** GET /admin/applications/{id}: the whole application, its documents, checklist, requests and timeline. */
export async function adminApplication(
  app: App,
  id: number,
  language: TextLanguage = 'en',
): Promise<AdminApplicationDetail> {
  const row = await adminRow(app, id);
  const [[application], parts, events, documents, student] = await Promise.all([
    present(app, [row], language),
    reviewParts(app.db, row, true),
    listEvents(app.db, id),
    listDocuments(app.db, row.student_id),
    app.db.selectFrom('students').selectAll().where('id', '=', row.student_id).executeTakeFirstOrThrow(),
  ]);
  return {
    ...application,
    ...parts,
    events: events.map(presentEvent(true)),
    studentProfile: presentStudent(student),
    documents: documents.map(presentDocument),
  };
}

/** An application in ADMIN_REVIEW that this admin has: anyone else's gets a clear 409. */
async function ownReview(app: App, admin: SignedIn, id: number) {
  const row = await adminRow(app, id);
  if (row.status === 'SUBMITTED') conflict('TAKE_INTO_REVIEW_FIRST');
  if (row.status !== 'ADMIN_REVIEW') conflict('NOT_IN_ADMIN_REVIEW');
  if (row.assigned_admin_id !== admin.id)
    conflict(
      row.assignee_email
        ? { reason: 'REVIEWED_BY_OTHER', params: { admin: row.assignee_email } }
        : 'REVIEWED_BY_ANOTHER_ADMIN',
    );
  return row;
}

/** POST /admin/applications/{id}/take: SUBMITTED → ADMIN_REVIEW, assigned to this admin. */
export async function takeIntoReview(app: App, admin: SignedIn, id: number): Promise<AdminApplicationDetail> {
  const row = await adminRow(app, id);
  if (row.status === 'ADMIN_REVIEW')
    conflict(
      row.assignee_email
        ? { reason: 'ALREADY_REVIEWED_BY_OTHER', params: { admin: row.assignee_email } }
        : 'ALREADY_REVIEWED_BY_ANOTHER_ADMIN',
    );
  await app.db.transaction().execute(async (trx) => {
    await transitionApplication(trx, {
      application: row,
      to: 'ADMIN_REVIEW',
      actor: { userId: admin.id, role: 'admin' },
    });
    await assignApplication(trx, id, admin.id, new Date().toISOString());
  });
  return adminApplication(app, id);
}

const typeName = (type: string) => type.replaceAll('_', ' ').toLowerCase();

/** Ends the admins' review: approved or rejected, with the note (and reason) the owner reads. */
async function decideReview(
  app: App,
  admin: SignedIn,
  row: AdminApplicationRow,
  to: 'ADMIN_APPROVED' | 'ADMIN_REJECTED',
  payload: { note?: string | null; reason?: string | null },
): Promise<AdminApplicationDetail> {
  await app.db.transaction().execute((trx) =>
    transitionApplication(trx, {
      application: row,
      to,
      actor: { userId: admin.id, role: 'admin' },
      note: payload.note,
      reason: payload.reason,
    }),
  );
  return adminApplication(app, row.id);
}

/**
 * POST /admin/applications/{id}/approve: only with no required document Awaiting or Rejected.
 * A document request still open is closed by it (the portal warns before).
 */
export async function approveApplication(
  app: App,
  admin: SignedIn,
  id: number,
  payload: v.InferOutput<typeof AdminApproval>,
): Promise<AdminApplicationDetail> {
  const row = await ownReview(app, admin, id);
  const blocking = blockingItems(await loadChecklist(app.db, row, true));
  if (blocking.length)
    conflict({
      reason: 'DOCUMENTS_BLOCKING',
      params: { documents: blocking.map((item) => typeName(item.documentType)).join(', ') },
    });
  return decideReview(app, admin, row, 'ADMIN_APPROVED', { note: payload.note });
}

/** POST /admin/applications/{id}/reject: a reason from the list and a text the owner sees. */
export async function rejectApplication(
  app: App,
  admin: SignedIn,
  id: number,
  payload: v.InferOutput<typeof AdminRejection>,
): Promise<AdminApplicationDetail> {
  return decideReview(app, admin, await ownReview(app, admin, id), 'ADMIN_REJECTED', payload);
}

/** The audit log's verb of each checklist decision. */
const DECISION_ACTIONS = { VERIFIED: 'verify', REJECTED: 'reject', WAIVED: 'waive', RECEIVED: 'reopen' } as const;

/**
 * PUT /admin/applications/{id}/checklist/{documentType}: Verified or Rejected (with a remark)
 * on the newest document of the type, Waived, or back to Received (the decision forgotten).
 * The document itself carries the Verified state the owner sees on the documents page.
 */
export async function decideChecklistItem(
  app: App,
  admin: SignedIn,
  id: number,
  documentType: DocumentType,
  payload: v.InferOutput<typeof ChecklistDecisionPayload>,
): Promise<AdminApplicationDetail> {
  const row = await ownReview(app, admin, id);
  const newest = (await listDocuments(app.db, row.student_id, { documentType }, 1))[0];
  if ((payload.state === 'VERIFIED' || payload.state === 'REJECTED') && !newest) conflict('NO_DOCUMENT_OF_TYPE');
  const at = new Date().toISOString();
  await app.db.transaction().execute(async (trx) => {
    if (payload.state === 'RECEIVED') await clearChecklistDecision(trx, id, documentType);
    else
      await saveChecklistDecision(trx, {
        applicationId: id,
        documentType,
        decision: payload.state,
        documentId: newest?.id ?? null,
        remark: payload.remark ?? null,
        decidedBy: admin.id,
        at,
      });
    if (newest && payload.state !== 'WAIVED') {
      const verified = payload.state === 'VERIFIED';
      await updateDocument(trx, newest.id, {
        is_verified: verified,
        verified_at: verified ? at : null,
        verified_by: verified ? admin.id : null,
        rejection_remark: payload.state === 'REJECTED' ? (payload.remark ?? null) : null,
      });
    }
    await insertApplicationEvent(trx, {
      applicationId: id,
      from: row.status,
      to: row.status,
      kind: payload.state === 'RECEIVED' ? 'DOCUMENT_REOPENED' : `DOCUMENT_${payload.state}`,
      reason: documentType,
      note: payload.remark ?? null,
      actorUserId: admin.id,
      at,
    });
    await auditReviewAction(trx, {
      actorId: admin.id,
      applicationId: id,
      action: `${DECISION_ACTIONS[payload.state]}-document`,
      after: { documentType, ...(payload.remark ? { remark: payload.remark } : {}) },
    });
    if (payload.state === 'VERIFIED' || payload.state === 'REJECTED')
      await notifyDocumentReviewed(trx, app.config.publicUrl, {
        applicationId: id,
        documentType,
        state: payload.state,
        remark: payload.remark ?? null,
      });
  });
  return adminApplication(app, id);
}

/**
 * POST /admin/applications/{id}/document-requests: instead of rejecting, ask the owner for
 * documents by a date; the application stays in ADMIN_REVIEW and the owner is told on the timeline.
 */
export async function requestDocuments(
  app: App,
  admin: SignedIn,
  id: number,
  payload: v.InferOutput<typeof DocumentRequestCreate>,
): Promise<AdminApplicationDetail> {
  const row = await ownReview(app, admin, id);
  const documentTypes = [...new Set(payload.documentTypes)];
  await app.db.transaction().execute(async (trx) => {
    const request = await insertDocumentRequest(trx, {
      applicationId: id,
      documentTypes,
      message: payload.message,
      dueDate: payload.dueDate,
      requestedBy: admin.id,
    });
    await taskForDocumentRequest(trx, { id: request.id, applicationId: id, dueDate: payload.dueDate });
    await insertApplicationEvent(trx, {
      applicationId: id,
      from: row.status,
      to: row.status,
      kind: 'DOCUMENTS_REQUESTED',
      reason: documentTypes.join(','),
      note: payload.message,
      actorUserId: admin.id,
    });
    await auditReviewAction(trx, {
      actorId: admin.id,
      applicationId: id,
      action: 'request-documents',
      after: { documentTypes, dueDate: payload.dueDate, message: payload.message },
    });
    await notifyDocumentsRequested(trx, app.config.publicUrl, {
      applicationId: id,
      documentTypes,
      message: payload.message,
      dueDate: payload.dueDate,
    });
    await publishApplicationEvent(trx, id, {
      name: 'document.requested',
      data: { applicationId: id, documentTypes, message: payload.message, dueDate: payload.dueDate },
    });
  });
  return adminApplication(app, id);
}
