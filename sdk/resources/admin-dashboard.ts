import type { Client } from '#sdk/client';
import type { AdminDashboard } from '#sdk/schemas/admin-dashboard';

/** The admin dashboard's figures. */
export function retrieve(client: Client): Promise<{ dashboard: AdminDashboard }> {
  return client.request('GET', '/admin/dashboard');
}
