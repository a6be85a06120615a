import type { Client } from '#sdk/client';
import type { Application } from '#sdk/schemas/application';
import type { Pagination } from '#sdk/schemas/common';
import type { EnrolmentPayload } from '#sdk/schemas/offer';
import type {
  UniversityApplicationDetail,
  UniversityApplicationListQuery,
  UniversityDashboard,
  UniversityDecisionPayload,
  UniversityReviewPayload,
} from '#sdk/schemas/university-review';

type Detail = Promise<{ application: UniversityApplicationDetail }>;

/** The signed-in university's dashboard: its profile and the figures of its applications. */
export function dashboard(client: Client): Promise<UniversityDashboard> {
  return client.request('GET', '/university/dashboard');
}

/** The applications that reached the university (approved by the admins, and later). */
export function list(
  client: Client,
  query: UniversityApplicationListQuery = {},
): Promise<{ applications: Application[]; pagination: Pagination }> {
  return client.request('GET', '/university/applications', { query });
}

/** One application with the applicant, programme, verified documents, review and timeline. */
export function retrieve(client: Client, id: number): Detail {
  return client.request('GET', `/university/applications/${id}`);
}

/** Takes an approved application under review. */
export function startReview(client: Client, id: number): Detail {
  return client.request('POST', `/university/applications/${id}/start-review`);
}

/** Records the university's rating and internal notes. */
export function review(client: Client, id: number, payload: UniversityReviewPayload): Detail {
  return client.request('PUT', `/university/applications/${id}/review`, { body: payload });
}

/** Accepts (optionally with conditions) or rejects, with a note the applicant reads. */
export function decide(client: Client, id: number, payload: UniversityDecisionPayload): Detail {
  return client.request('POST', `/university/applications/${id}/decision`, { body: payload });
}

/** After an accepted offer: confirms the enrolment (`enrolled: true`) or records a no-show. */
export function recordEnrolment(client: Client, id: number, payload: EnrolmentPayload): Detail {
  return client.request('POST', `/university/applications/${id}/enrolment`, { body: payload });
}

/** The decision letter of a decided application: a PDF in the applicant's language. */
export async function decisionLetter(client: Client, id: number): Promise<Blob> {
  return (await client.fetchRaw('GET', `/university/applications/${id}/decision-letter`)).blob();
}

/** A verified document of the applicant, as the file. */
export function downloadDocument(client: Client, id: number, documentId: number): Promise<Response> {
  return client.fetchRaw('GET', `/university/applications/${id}/documents/${documentId}/download`);
}
