import type { Client } from '#sdk/client';
import type { DemoAccountsResponse } from '#sdk/schemas/meta';

/** The demo sign-ins (none unless the server runs with demo data). */
export function demoAccounts(client: Client): Promise<DemoAccountsResponse> {
  return client.request('GET', '/meta/demo-accounts');
}
