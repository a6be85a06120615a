import type { Client } from '../client.ts';
import type { DemoAccountsResponse } from '../schemas/meta.ts';

/** The demo sign-ins (none unless the server runs with demo data). */
export function demoAccounts(client: Client): Promise<DemoAccountsResponse> {
  return client.request('GET', '/meta/demo-accounts');
}
