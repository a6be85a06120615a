import type { Client } from '../client.ts';
import type { AdminUser, AdminUserQuery } from '../schemas/admin.ts';
import type { Pagination } from '../schemas/common.ts';

/** Every user, filtered by search, type and active state. */
export function list(client: Client, query: AdminUserQuery = {}): Promise<{ users: AdminUser[]; pagination: Pagination }> {
  return client.request('GET', '/admin/users', { query });
}

/** Lets a user sign in again. */
export function activate(client: Client, id: number): Promise<{ user: AdminUser }> {
  return client.request('POST', `/admin/users/${id}/activate`, { body: {} });
}

/** Stops a user signing in and revokes their sessions. */
export function deactivate(client: Client, id: number): Promise<{ user: AdminUser }> {
  return client.request('POST', `/admin/users/${id}/deactivate`, { body: {} });
}
