import type { Client } from '#sdk/client';
import type {
  UniversityClaim,
  UniversityClaimApproval,
  UniversityClaimListQuery,
  UniversityClaimRejection,
} from '#sdk/schemas/university-claim';

/** University accounts' claims: pending first, oldest first. */
export function list(client: Client, query: UniversityClaimListQuery = {}): Promise<{ claims: UniversityClaim[] }> {
  return client.request('GET', '/admin/university-claims', { query });
}

/** Approves a claim: links the account to `universityId`, or makes its details a new catalogue entry. */
export function approve(
  client: Client,
  id: number,
  payload: UniversityClaimApproval = {},
): Promise<{ claim: UniversityClaim }> {
  return client.request('POST', `/admin/university-claims/${id}/approve`, { body: payload });
}

/** Rejects a claim with a reason the university sees. */
export function reject(
  client: Client,
  id: number,
  payload: UniversityClaimRejection,
): Promise<{ claim: UniversityClaim }> {
  return client.request('POST', `/admin/university-claims/${id}/reject`, { body: payload });
}
