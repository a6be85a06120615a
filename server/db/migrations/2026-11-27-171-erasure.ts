// Erasure (docs/security-and-privacy.md, Privacy): a student's e-mailed confirmations to erase their account, and the
// mark of an erased student, whose nameless record keeps the applications others must keep.
import { type Kysely, sql } from 'kysely';
import { isPostgres, timestampType, withId } from './portable.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const now = isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  await withId(db, db.schema.createTable('erasure_requests'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.alterTable('students').addColumn('erased_at', ts).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('erasure_requests').ifExists().execute();
  await db.schema.alterTable('students').dropColumn('erased_at').execute();
}
