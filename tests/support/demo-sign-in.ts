import * as auth from '#sdk/resources/auth';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import type { TestServer } from './server.ts';

/** A client signed in as the demo account of that type (the test server runs with demo data). */
export async function demoClient(server: TestServer, userType: (typeof DEMO_ACCOUNTS)[number]['userType']) {
  const client = server.client();
  const { email, password } = DEMO_ACCOUNTS.find((a) => a.userType === userType)!;
  await auth.login(client, { email, password });
  return client;
}

/** A client signed in as the admin the test server creates at start. */
export async function adminClient(server: TestServer) {
  const client = server.client();
  await auth.login(client, { email: 'admin@test.local', password: 'admin-password' });
  return client;
}
