import type { Client } from '#sdk/client';
import type { DocumentType } from '#sdk/schemas/enums';
import type {
  AdminApplicationDetail,
  AdminApplicationList,
  AdminApplicationListQuery,
  AdminApproval,
  AdminRejection,
  ChecklistDecisionPayload,
  DocumentRequestCreate,
  PendingQueueQuery,
} from '#sdk/schemas/review';

type Answer = Promise<{ application: AdminApplicationDetail }>;

/** Every submitted application (no drafts), newest first, with filters. */
export function list(client: Client, query: AdminApplicationListQuery = {}): Promise<AdminApplicationList> {
  return client.request('GET', '/admin/applications', { query });
}

/** The pending queue: SUBMITTED and ADMIN_REVIEW, oldest submission first. */
export function pending(client: Client, query: PendingQueueQuery = {}): Promise<AdminApplicationList> {
  return client.request('GET', '/admin/applications/pending', { query });
}

/** The whole application: profile, documents, checklist, document requests and timeline. */
export function retrieve(client: Client, id: number): Answer {
  return client.request('GET', `/admin/applications/${id}`);
}

/** Takes a SUBMITTED application into review (ADMIN_REVIEW), assigned to the signed-in admin. */
export function take(client: Client, id: number): Answer {
  return client.request('POST', `/admin/applications/${id}/take`);
}

/** Approves an application in review (no required document Awaiting or Rejected). */
export function approve(client: Client, id: number, payload: AdminApproval = {}): Answer {
  return client.request('POST', `/admin/applications/${id}/approve`, { body: payload });
}

/** Rejects an application in review with a reason and a text the owner sees. */
export function reject(client: Client, id: number, payload: AdminRejection): Answer {
  return client.request('POST', `/admin/applications/${id}/reject`, { body: payload });
}

/** Sets a document type's state on the checklist: VERIFIED, REJECTED (with a remark), WAIVED or back to RECEIVED. */
export function decide(
  client: Client,
  id: number,
  documentType: DocumentType,
  payload: ChecklistDecisionPayload,
): Answer {
  return client.request('PUT', `/admin/applications/${id}/checklist/${documentType}`, { body: payload });
}

/** Asks the owner for documents by a due date; the application stays in review. */
export function requestDocuments(client: Client, id: number, payload: DocumentRequestCreate): Answer {
  return client.request('POST', `/admin/applications/${id}/document-requests`, { body: payload });
}
