// Files attached to a message of an application's conversation, stored like documents (the file store, a random key).
import type { Kysely } from 'kysely';
import { timestampType, withId } from './portable.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('message_attachments'))
    .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('message_attachments_message_idx')
    .on('message_attachments')
    .column('message_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('message_attachments').ifExists().execute();
}
