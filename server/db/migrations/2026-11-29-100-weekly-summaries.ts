// Weekly summaries: an agency's owner, a university or an admin may choose a
// weekly e-mail of their analytics' headline figures (off unless chosen). Each summary sent is a
// row keyed by the user and the week's Monday, written in the transaction that queues its e-mail,
// so that two instances never send one week twice.
import type { Kysely } from 'kysely';
import { booleanType, falseDefault, timestampType } from './portable.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('weekly_summary', booleanType(db), falseDefault(db)).execute();
  await db.schema
    .createTable('weekly_summaries')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** The Monday (YYYY-MM-DD, UTC) of the week summarised. */
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('queued_at', timestampType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('weekly_summaries_pk', ['user_id', 'week'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('weekly_summaries').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('weekly_summary').execute();
}
