import type { Client } from '../client.ts';
import type { AdminAgencyQuery, AgencyBulkAction, BulkActionResult } from '../schemas/admin.ts';
import type { AdminAgencyPayload, Agency } from '../schemas/agency.ts';
import type { Pagination } from '../schemas/common.ts';

/** Every agency, filtered. */
export function list(client: Client, query: AdminAgencyQuery = {}): Promise<{ agencies: Agency[]; pagination: Pagination }> {
  return client.request('GET', '/admin/agencies', { query });
}

/** Creates an agency with its sign-in account. */
export function create(client: Client, payload: AdminAgencyPayload): Promise<{ agency: Agency }> {
  return client.request('POST', '/admin/agencies/create', { body: payload });
}

/** Edits an agency (the password is not changed here). */
export function update(client: Client, id: number, payload: Partial<Omit<AdminAgencyPayload, 'password'>>): Promise<{ agency: Agency }> {
  return client.request('PUT', `/admin/agencies/${id}`, { body: payload });
}

/** Deletes an agency that has no students or applications. */
export function remove(client: Client, id: number): Promise<{ success: true }> {
  return client.request('DELETE', `/admin/agencies/${id}`);
}

/** Activates, deactivates or deletes several agencies. */
export function bulkAction(client: Client, payload: AgencyBulkAction): Promise<BulkActionResult> {
  return client.request('POST', '/admin/agencies/bulk-action', { body: payload });
}
