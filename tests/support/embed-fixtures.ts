import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { createClient, type Client } from '#sdk/client';
import * as auth from '#sdk/resources/auth';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { connect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import type { TestServer } from './server.ts';

/** The demo agency: its slug and the origins the seed allows it to be embedded from. */
export const DEMO_AGENCY = { slug: 'horizon-education', allowedOrigin: 'http://localhost:4000' } as const;

/** A client whose requests carry an Origin header, as a widget on a host page sends them. */
export const clientFromPage = (server: TestServer, origin: string, token?: string): Client =>
  createClient({
    baseUrl: server.url,
    token,
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin } }),
  });

/** A client signed in as one of the demo accounts. */
export async function demoClient(
  server: TestServer,
  userType: (typeof DEMO_ACCOUNTS)[number]['userType'],
): Promise<Client> {
  const account = DEMO_ACCOUNTS.find((a) => a.userType === userType)!;
  const client = server.client();
  await auth.login(client, { email: account.email, password: account.password });
  return client;
}

/** The test server's own database, for checking what the API cannot show and for filling a plan. */
export const openDatabase = (server: TestServer): Kysely<Database> =>
  connect({ databaseUrl: server.databaseUrl, sqliteFile: join(server.dataDir, 'platform.sqlite') }).db;
