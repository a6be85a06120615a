import { type Kysely, sql } from 'kysely';
import type { Dialect } from './connect.ts';
import type { Database } from './tables/database.ts';

/** One number for "the start-up work of this platform", in PostgreSQL's advisory lock space. */
const STARTUP_LOCK = 5_316_202_611;

/**
 * Runs the start-up work (migrations, the admin, the demo data) while holding a database-wide
 * lock, so that instances starting together on one PostgreSQL database (any rolling deploy) do
 * it one after the other: the second finds it done instead of racing the first into unique
 * violations. The lock lives on the one connection `work` is given, and ends with it. SQLite
 * is one file for one server: the work runs as it is.
 */
export async function withStartupLock<T>(
  db: Kysely<Database>,
  dialect: Dialect,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (dialect !== 'postgres') return work(db);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
