import type { Client } from '#sdk/client';
import type { Pagination } from '#sdk/schemas/common';
import type { OutboxEmail, OutboxQuery } from '#sdk/schemas/outbox';

/** The e-mail outbox (admins): what was sent, what waits, what failed. */
export function list(
  client: Client,
  query: OutboxQuery = {},
): Promise<{ emails: OutboxEmail[]; pagination: Pagination }> {
  return client.request('GET', '/admin/outbox', { query });
}
