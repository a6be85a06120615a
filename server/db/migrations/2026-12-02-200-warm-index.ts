// PostgreSQL's pg_prewarm, with which the server reads an index's pages into the disk cache in
// file order before the catalogue index's build reads it in key order (server/db/warm-index.ts).
// Creating an extension takes a privilege the database's user may not have: without it the
// migration does nothing, and the build reads the index as it lies. SQLite needs nothing.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './portable.ts';

export async function up(db: Kysely<any>) {
  if (!isPostgres(db)) return;
  await sql`DO $$ BEGIN CREATE EXTENSION IF NOT EXISTS pg_prewarm; EXCEPTION WHEN OTHERS THEN NULL; END $$`.execute(db);
}

export async function down(db: Kysely<any>) {
  if (isPostgres(db)) await sql`DROP EXTENSION IF EXISTS pg_prewarm`.execute(db);
}
