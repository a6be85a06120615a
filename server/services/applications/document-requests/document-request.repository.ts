import type { Kysely } from 'kysely';
import type { DocumentType } from '#sdk/schemas/enums';
import type { Database } from '#server/db/tables/database.ts';

/** An application's document requests, newest first. */
export const listDocumentRequests = (db: Kysely<Database>, applicationIds: number[]) =>
  applicationIds.length
    ? db
        .selectFrom('document_requests')
        .selectAll()
        .where('application_id', 'in', applicationIds)
        .orderBy('id', 'desc')
        .execute()
    : Promise.resolve([]);
export type DocumentRequestRow = Awaited<ReturnType<typeof listDocumentRequests>>[number];

export const findDocumentRequest = (db: Kysely<Database>, applicationId: number, id: number) =>
  db
    .selectFrom('document_requests')
    .selectAll()
    .where('id', '=', id)
    .where('application_id', '=', applicationId)
    .executeTakeFirst();

export const insertDocumentRequest = (
  db: Kysely<Database>,
  r: { applicationId: number; documentTypes: DocumentType[]; message: string; dueDate: string; requestedBy: number },
) =>
  db
    .insertInto('document_requests')
    .values({
      application_id: r.applicationId,
      document_types: JSON.stringify(r.documentTypes),
      message: r.message,
      due_date: r.dueDate,
      status: 'OPEN',
      requested_by: r.requestedBy,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** Marks an open request answered; answers whether it was still open (two answers cannot both pass). */
export async function answerOpenRequest(
  db: Kysely<Database>,
  a: { id: number; note: string | null; answeredBy: number; at: string },
) {
  const result = await db
    .updateTable('document_requests')
    .set({ status: 'ANSWERED', answer_note: a.note, answered_by: a.answeredBy, answered_at: a.at })
    .where('id', '=', a.id)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Closes the application's open requests: its review ended (approved, rejected or withdrawn) before an answer. */
export const closeOpenRequests = (db: Kysely<Database>, applicationId: number) =>
  db
    .updateTable('document_requests')
    .set({ status: 'CLOSED' })
    .where('application_id', '=', applicationId)
    .where('status', '=', 'OPEN')
    .execute();
