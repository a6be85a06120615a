import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import type { ReceivedFile } from '#server/services/files/multipart.ts';

export const insertAttachments = (db: Kysely<Database>, messageId: number, files: ReceivedFile[]) =>
  db
    .insertInto('message_attachments')
    .values(
      files.map((file) => ({
        message_id: messageId,
        file_name: file.fileName,
        mime_type: file.mimeType,
        file_size: file.size,
        storage_key: file.key,
        created_at: new Date().toISOString(),
      })),
    )
    .execute();

/** The attachments of the messages, by message id, in the order they were sent. */
export async function attachmentsOf(db: Kysely<Database>, messageIds: number[]) {
  const byMessage = new Map<number, { id: number; file_name: string; mime_type: string; file_size: number }[]>();
  if (!messageIds.length) return byMessage;
  const rows = await db
    .selectFrom('message_attachments')
    .select(['id', 'message_id', 'file_name', 'mime_type', 'file_size'])
    .where('message_id', 'in', messageIds)
    .orderBy('id')
    .execute();
  for (const row of rows) byMessage.set(row.message_id, [...(byMessage.get(row.message_id) ?? []), row]);
  return byMessage;
}

/** One attachment of an application's conversation, with whether its message is a staff note. */
export const findAttachment = (db: Kysely<Database>, applicationId: number, attachmentId: number) =>
  db
    .selectFrom('message_attachments as ma')
    .innerJoin('messages as m', 'm.id', 'ma.message_id')
    .select(['ma.file_name', 'ma.mime_type', 'ma.file_size', 'ma.storage_key', 'm.internal'])
    .where('ma.id', '=', attachmentId)
    .where('m.application_id', '=', applicationId)
    .executeTakeFirst();
