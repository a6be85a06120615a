import type { Client } from '#sdk/client';
import { eachItem } from '#sdk/paginate';
import type { AdminUser, AdminUserQuery } from '#sdk/schemas/admin';
import type { Pagination } from '#sdk/schemas/common';

/** Every user, filtered by search, type and active state. */
export function list(
  client: Client,
  query: AdminUserQuery = {},
): Promise<{ users: AdminUser[]; pagination: Pagination }> {
  return client.request('GET', '/admin/users', { query });
}

/** Lets a user sign in again. */
export function activate(client: Client, id: number): Promise<{ user: AdminUser }> {
  return client.request('POST', `/admin/users/${id}/activate`);
}

/** Stops a user signing in and revokes their sessions. */
export function deactivate(client: Client, id: number): Promise<{ user: AdminUser }> {
  return client.request('POST', `/admin/users/${id}/deactivate`);
}

/** Every user, page after page: `for await (const item of iterate(client, query))`. */
export const iterate = (client: Client, query: Omit<AdminUserQuery, 'page'> = {}) =>
  eachItem('users', (page) => list(client, { ...query, page }));
