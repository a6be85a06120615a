import type { Kysely } from 'kysely';
import type { ApplicationReviewParts, DocumentRequestAnswer } from '#sdk/schemas/review';
import type { Database } from '#server/db/tables/database.ts';
import type { App } from '#server/utils/app.ts';
import { conflict, notFound } from '#server/utils/errors.ts';
import { insertApplicationEvent } from '#server/services/applications/application.repository.ts';
import { listDocuments } from '#server/services/documents/document.repository.ts';
import type * as v from 'valibot';
import { loadChecklist } from '#server/services/applications/checklist/checklist.ts';
import {
  answerOpenRequest,
  findDocumentRequest,
  listDocumentRequests,
} from '#server/services/applications/document-requests/document-request.repository.ts';
import { presentDocumentRequest } from '#server/services/applications/document-requests/document-request.presenter.ts';

/**
 * The checklist and the document requests of an application, as every party sees them;
 * `showAdmins` names the admin who decided (for admins only).
 */
export async function reviewParts(
  db: Kysely<Database>,
  application: { id: number; student_id: number; university_id: number; program_name: string },
  showAdmins = false,
): Promise<ApplicationReviewParts> {
  const [checklist, requests] = await Promise.all([
    loadChecklist(db, application, showAdmins),
    listDocumentRequests(db, [application.id]),
  ]);
  return { checklist, documentRequests: requests.map(presentDocumentRequest) };
}

const typeName = (type: string) => type.replaceAll('_', ' ').toLowerCase();

/**
 * The owner (the student, or the student's agency) answers a document request once a document
 * of every requested type has been uploaded since it was made. The request is closed and the
 * answer recorded on the timeline, which puts the application back in its reviewer's hands.
 * The caller has established that `application` is the actor's own.
 */
export async function answerDocumentRequest(
  app: App,
  actorUserId: number,
  application: { id: number; student_id: number; university_id: number; program_name: string; status: string },
  requestId: number,
  payload: v.InferOutput<typeof DocumentRequestAnswer>,
): Promise<ApplicationReviewParts> {
  const request = await findDocumentRequest(app.db, application.id, requestId);
  if (!request) notFound('DOCUMENT_REQUEST_NOT_FOUND');
  if (request.status !== 'OPEN') conflict('REQUEST_ANSWERED');
  if (application.status !== 'ADMIN_REVIEW') conflict('NOT_IN_ADMIN_REVIEW');
  const types = presentDocumentRequest(request).documentTypes;
  const since = Date.parse(request.created_at);
  const documents = await listDocuments(app.db, application.student_id);
  const missing = types.filter(
    (type) => !documents.some((d) => d.document_type === type && Date.parse(d.uploaded_at) >= since),
  );
  if (missing.length)
    conflict({ reason: 'UPLOAD_REQUESTED_FIRST', params: { documents: missing.map(typeName).join(', ') } });
  await app.db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    if (!(await answerOpenRequest(trx, { id: request.id, note: payload.note ?? null, answeredBy: actorUserId, at })))
      conflict('REQUEST_ANSWERED');
    await insertApplicationEvent(trx, {
      applicationId: application.id,
      from: 'ADMIN_REVIEW',
      to: 'ADMIN_REVIEW',
      kind: 'DOCUMENTS_ANSWERED',
      reason: types.join(','),
      note: payload.note ?? null,
      actorUserId,
      at,
    });
  });
  return reviewParts(app.db, application);
}
