import type { Kysely } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';

/** Tries on SQLite before giving up for now, when the catalogue keeps changing while it is read. */
const SQLITE_TRIES = 5;

/** The catalogue's revision now (catalogue_revision, counted by triggers). */
export const revisionIn = async (db: Kysely<Database>) =>
  Number(
    (await db.selectFrom('catalogue_revision').select('revision').where('id', '=', 1).executeTakeFirstOrThrow())
      .revision,
  );

/**
 * An index read as one revision of the catalogue, by `readOnce` (which reads the revision first).
 * PostgreSQL reads it in one snapshot (a repeatable-read transaction of its own); SQLite's one
 * connection cannot be held that long, so its chunks are read between other requests and the index
 * is kept only if the revision did not move meanwhile. Every in-memory index of the catalogue is read so.
 */
export async function readAtOneRevision<I extends { revision: number }>(
  db: Kysely<Database>,
  dialect: Dialect,
  readOnce: (db: Kysely<Database>) => Promise<I>,
): Promise<I> {
  if (dialect === 'postgres')
    return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(readOnce);
  for (let tries = 1; ; tries++) {
    const index = await readOnce(db);
    if ((await revisionIn(db)) === index.revision) return index;
    if (tries === SQLITE_TRIES) throw new Error(`the catalogue changed while it was read, ${tries} times`);
  }
}
