import type { Client } from '#sdk/client';
import type { CsvExportQuery } from '#sdk/schemas/common';
import type {
  Agreement,
  AgreementListQuery,
  AgreementPayload,
  Claim,
  ClaimDispute,
  ClaimList,
  ClaimListQuery,
  InvoiceQuery,
  Revenue,
} from '#sdk/schemas/commission';

/** An agency's own agreements, a university's (those naming it), or all of them for an admin. */
export function listAgreements(client: Client, query: AgreementListQuery = {}): Promise<{ agreements: Agreement[] }> {
  return client.request('GET', '/commissions/agreements', { query });
}

/** The agency records its agreement with a university; the university is asked to confirm it. */
export function createAgreement(client: Client, payload: AgreementPayload): Promise<{ agreement: Agreement }> {
  return client.request('POST', '/commissions/agreements', { body: payload });
}

/** The agency changes its agreement; the university is asked to confirm the new terms. */
export function updateAgreement(
  client: Client,
  id: number,
  payload: AgreementPayload,
): Promise<{ agreement: Agreement }> {
  return client.request('PUT', `/commissions/agreements/${id}`, { body: payload });
}

/** The university confirms an agreement that names it, as its terms stand. */
export function confirmAgreement(client: Client, id: number): Promise<{ agreement: Agreement }> {
  return client.request('POST', `/commissions/agreements/${id}/confirm`);
}

/** The agency's claims, those addressed to the university, or all for an admin; newest first. */
export function listClaims(client: Client, query: ClaimListQuery = {}): Promise<ClaimList> {
  return client.request('GET', '/commissions/claims', { query });
}

/** The agency raises an expected (or disputed) commission as a claim with an invoice. */
export function raiseClaim(client: Client, id: number): Promise<{ claim: Claim }> {
  return client.request('POST', `/commissions/claims/${id}/raise`);
}

/** The university marks a raised claim paid. */
export function markClaimPaid(client: Client, id: number): Promise<{ claim: Claim }> {
  return client.request('POST', `/commissions/claims/${id}/paid`);
}

/** The university disputes a raised claim, saying why. */
export function disputeClaim(client: Client, id: number, payload: ClaimDispute): Promise<{ claim: Claim }> {
  return client.request('POST', `/commissions/claims/${id}/dispute`, { body: payload });
}

/** The agency records that the paid money has arrived. */
export function markClaimReceived(client: Client, id: number): Promise<{ claim: Claim }> {
  return client.request('POST', `/commissions/claims/${id}/received`);
}

/** A raised claim's invoice as a PDF, in `lang` or the reader's own language. */
export async function invoice(client: Client, id: number, query: InvoiceQuery = {}): Promise<Blob> {
  return (await client.fetchRaw('GET', `/commissions/claims/${id}/invoice.pdf`, { query })).blob();
}

/** The caller's claims as CSV (every page), its columns named in `lang` (English by default). */
export async function exportClaims(client: Client, query: CsvExportQuery = {}): Promise<Blob> {
  return (await client.fetchRaw('GET', '/commissions/claims/export.csv', { query })).blob();
}

/** The agency's revenue (its owner and managers): paid, expected, and by university, intake and counsellor, per currency. */
export function revenue(client: Client): Promise<Revenue> {
  return client.request('GET', '/commissions/revenue');
}
