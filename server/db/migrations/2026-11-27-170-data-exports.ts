// A person's data to take away (docs/security-and-privacy.md, Privacy): each asked-for export, built off the request
// path by whichever instance claims it, stored as a ZIP and fetched with a single link's token.
import { type Kysely, sql } from 'kysely';
import { isPostgres, timestampType, withId } from './portable.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const now = isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  await withId(db, db.schema.createTable('data_exports'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_until', ts)
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('storage_key', 'text')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', ts)
    .execute();
  await db.schema.createIndex('data_exports_status_idx').on('data_exports').column('status').execute();
  await db.schema.createIndex('data_exports_student_idx').on('data_exports').column('student_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_exports').ifExists().execute();
}
