import type { Client } from '#sdk/client';
import type { AuditEntry, AuditQuery } from '#sdk/schemas/audit';
import type { Pagination } from '#sdk/schemas/common';

/** The audit log of admin changes, newest first. */
export function list(
  client: Client,
  query: AuditQuery = {},
): Promise<{ entries: AuditEntry[]; pagination: Pagination }> {
  return client.request('GET', '/admin/audit', { query });
}
