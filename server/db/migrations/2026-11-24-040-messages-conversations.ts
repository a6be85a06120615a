// One conversation per application (messages, staff-only notes, what each reader has read),
// in-portal notifications, each user's e-mail language and the e-mail kinds they turned off.
import { type Kysely, sql } from 'kysely';
import { booleanType, falseDefault, isPostgres, timestampType, withId } from './portable.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const now = isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await withId(db, db.schema.createTable('messages'))
    .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('author_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('internal', booleanType(db), falseDefault(db))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('messages_application_idx').on('messages').columns(['application_id', 'id']).execute();

  await db.schema
    .createTable('message_reads')
    .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_read_message_id', 'integer', (c) => c.notNull())
    .addColumn('read_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('message_reads_pk', ['application_id', 'user_id'])
    .execute();

  await withId(db, db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('application_id', 'integer', (c) => c.references('applications.id').onDelete('cascade'))
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('read_at', ts)
    .execute();
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'id']).execute();

  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema
    .createTable('email_opt_outs')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('email_opt_outs_pk', ['user_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_opt_outs').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
  for (const table of ['notifications', 'message_reads', 'messages'])
    await db.schema.dropTable(table).ifExists().execute();
}
