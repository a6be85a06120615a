import type { Client } from '#sdk/client';
import type { ApplicationReviewParts, DocumentRequestAnswer } from '#sdk/schemas/review';
import { eachItem } from '#sdk/paginate';
import type {
  AgencyApplicationCreate,
  AgencyApplicationUpdate,
  AgencyDashboardStats,
  Application,
  ApplicationDetail,
  ApplicationExportQuery,
  ApplicationPdfQuery,
  ApplicationListQuery,
  ApplicationStats,
  ApplicationStatusChange,
  EligibilityWarning,
} from '#sdk/schemas/application';
import type { Pagination } from '#sdk/schemas/common';
import type { OfferDecisionPayload } from '#sdk/schemas/offer';
import type { PlanUsage } from '#sdk/schemas/student';

/** The agency's applications (GET /applications/agency): a page, and the counts per status over all of them. */
export function list(
  client: Client,
  query: ApplicationListQuery = {},
): Promise<{ applications: Application[]; pagination: Pagination; stats: ApplicationStats }> {
  return client.request('GET', '/applications/agency', { query });
}

/** Creates an application for one of the agency's students; `warnings` say what a university would refuse (the application is created anyway). */
export function create(
  client: Client,
  payload: AgencyApplicationCreate,
): Promise<{ application: Application; warnings: EligibilityWarning[] }> {
  return client.request('POST', '/applications', { body: payload });
}

/** Edits a DRAFT (the wizard's edit route); `status: 'SUBMITTED'` submits it too. */
export function update(
  client: Client,
  id: number,
  payload: AgencyApplicationUpdate,
): Promise<{ application: Application }> {
  return client.request('PUT', `/applications/${id}`, { body: payload });
}

/** One application with its student, university, timeline and document checklist. */
export function retrieve(
  client: Client,
  id: number,
): Promise<{ application: ApplicationDetail; warnings: EligibilityWarning[] }> {
  return client.request('GET', `/applications/${id}`);
}

/** The application as a PDF (student, university, programme, statement, status, timeline) in the language asked for. */
export async function exportPdf(client: Client, id: number, query: ApplicationPdfQuery = {}): Promise<Blob> {
  return (await client.fetchRaw('GET', `/applications/${id}/export.pdf`, { query })).blob();
}

/** Moves an application one step along the status machine. Never retried: a step made twice is refused (409). */
export function changeStatus(
  client: Client,
  id: number,
  payload: ApplicationStatusChange,
): Promise<{ application: Application }> {
  return client.request('PUT', `/applications/${id}/status`, { body: payload, retry: false });
}

/** Accepts or declines the university's offer on an ACCEPTED application of the agency's student. */
export function answerOffer(
  client: Client,
  id: number,
  payload: OfferDecisionPayload,
): Promise<{ application: ApplicationDetail }> {
  return client.request('POST', `/applications/${id}/offer`, { body: payload });
}

/** Withdraws an application in DRAFT or SUBMITTED (DELETE /applications/{id}). */
export function withdraw(client: Client, id: number): Promise<{ application: Application }> {
  return client.request('DELETE', `/applications/${id}`);
}

/** The agency dashboard's figures and the plan's room. */
export function stats(client: Client): Promise<{ stats: AgencyDashboardStats; plan: PlanUsage }> {
  return client.request('GET', '/applications/stats/dashboard');
}

/** Every application of the agency's students, page after page: `for await (const item of iterate(client, query))`. */
export const iterate = (client: Client, query: Omit<ApplicationListQuery, 'page'> = {}) =>
  eachItem('applications', (page) => list(client, { ...query, page }));

/** Answers a reviewer's document request for the agency's student, once the documents are uploaded. */
export function answerDocumentRequest(
  client: Client,
  id: number,
  requestId: number,
  payload: DocumentRequestAnswer = {},
): Promise<ApplicationReviewParts> {
  return client.request('POST', `/applications/${id}/document-requests/${requestId}/answer`, { body: payload });
}

/** Every application the list's filters select, as a CSV file (UTF-8 with a byte-order mark), its columns named in `lang`. */
export async function exportCsv(client: Client, query: ApplicationExportQuery = {}): Promise<Blob> {
  return (await client.fetchRaw('GET', '/applications/export.csv', { query })).blob();
}
