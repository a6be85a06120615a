import type { Client } from '#sdk/client';
import { eachItem } from '#sdk/paginate';
import type { AdminAgencyQuery, AgencyBulkAction, AgencyStats, BulkActionResult } from '#sdk/schemas/admin';
import type { AdminAgencyCreate, AdminAgencyUpdate, Agency } from '#sdk/schemas/agency';
import type { Pagination } from '#sdk/schemas/common';

/** Every agency, filtered, with figures over all agencies. */
export function list(
  client: Client,
  query: AdminAgencyQuery = {},
): Promise<{ agencies: Agency[]; pagination: Pagination; stats: AgencyStats }> {
  return client.request('GET', '/admin/agencies', { query });
}

/** Creates an agency with its sign-in account. */
export function create(client: Client, payload: AdminAgencyCreate): Promise<{ agency: Agency }> {
  return client.request('POST', '/admin/agencies/create', { body: payload });
}

/** Edits an agency (e-mail and password are not changed here). */
export function update(client: Client, id: number, payload: AdminAgencyUpdate): Promise<{ agency: Agency }> {
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

/** Every agency, page after page: `for await (const item of iterate(client, query))`. */
export const iterate = (client: Client, query: Omit<AdminAgencyQuery, 'page'> = {}) =>
  eachItem('agencies', (page) => list(client, { ...query, page }));
