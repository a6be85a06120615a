import type { Client } from '#sdk/client';
import type {
  Application,
  ApplicationDetail,
  ApplicationStats,
  StudentApplicationCreate,
  StudentApplicationListQuery,
  StudentApplicationUpdate,
} from '#sdk/schemas/application';
import type { OfferDecisionPayload } from '#sdk/schemas/offer';
import type { ApplicationReviewParts, DocumentRequestAnswer } from '#sdk/schemas/review';

/** The signed-in student's own applications (newest first), and the counts of all of them per stat card. */
export function list(
  client: Client,
  query: StudentApplicationListQuery = {},
): Promise<{ applications: Application[]; stats: ApplicationStats }> {
  return client.request('GET', '/direct-students/applications', { query });
}

/** One of the student's applications with its timeline. */
export function retrieve(client: Client, id: number): Promise<{ application: ApplicationDetail }> {
  return client.request('GET', `/direct-students/applications/${id}`);
}

/** Creates an application as DRAFT, or SUBMITTED straight away. */
export function create(client: Client, payload: StudentApplicationCreate): Promise<{ application: Application }> {
  return client.request('POST', '/direct-students/applications', { body: payload });
}

/** Edits a draft. */
export function update(
  client: Client,
  id: number,
  payload: StudentApplicationUpdate,
): Promise<{ application: Application }> {
  return client.request('PUT', `/direct-students/applications/${id}`, { body: payload });
}

/** Submits a draft (it needs a programme, a degree level and a completed profile). */
export function submit(client: Client, id: number): Promise<{ application: Application }> {
  return update(client, id, { status: 'SUBMITTED' });
}

/** Withdraws a draft or a submitted application. */
export function withdraw(client: Client, id: number): Promise<{ application: Application }> {
  return update(client, id, { status: 'WITHDRAWN' });
}

/** Accepts or declines the university's offer on an ACCEPTED application. */
export function answerOffer(
  client: Client,
  id: number,
  payload: OfferDecisionPayload,
): Promise<{ application: ApplicationDetail }> {
  return client.request('POST', `/direct-students/applications/${id}/offer`, { body: payload });
}

/** Deletes a draft. */
export function remove(client: Client, id: number): Promise<{ success: true }> {
  return client.request('DELETE', `/direct-students/applications/${id}`);
}

/** Answers a reviewer's document request once the requested documents are uploaded. */
export function answerDocumentRequest(
  client: Client,
  id: number,
  requestId: number,
  payload: DocumentRequestAnswer = {},
): Promise<ApplicationReviewParts> {
  return client.request('POST', `/direct-students/applications/${id}/document-requests/${requestId}/answer`, {
    body: payload,
  });
}

/** The university's decision letter on a decided application: a PDF in the student's language. */
export async function decisionLetter(client: Client, id: number): Promise<Blob> {
  return (await client.fetchRaw('GET', `/direct-students/applications/${id}/decision-letter`)).blob();
}
