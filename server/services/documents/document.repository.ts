import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DocumentType } from '#sdk/schemas/enums';
import type { Database } from '#server/db/tables/database.ts';
import { contains } from '#server/utils/contains.ts';

export interface DocumentFilter {
  search?: string;
  documentType?: DocumentType;
  verified?: boolean;
}

/** A student's documents, newest first. */
export function listDocuments(db: Kysely<Database>, studentId: number, filter: DocumentFilter = {}, limit?: number) {
  let query = db.selectFrom('documents').selectAll().where('student_id', '=', studentId);
  if (filter.documentType) query = query.where('document_type', '=', filter.documentType);
  if (filter.verified !== undefined) query = query.where('is_verified', '=', filter.verified);
  const search = filter.search;
  if (search)
    query = query.where((eb) =>
      eb.or([contains(eb.ref('file_name'), search), contains(eb.ref('description'), search)]),
    );
  query = query.orderBy('uploaded_at', 'desc').orderBy('id', 'desc');
  return (limit ? query.limit(limit) : query).execute();
}

/** A document with the people it belongs to, for access checks. */
export const findDocument = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('documents')
    .innerJoin('students', 'students.id', 'documents.student_id')
    .selectAll('documents')
    .select([
      'students.user_id as student_user_id',
      'students.agency_id as student_agency_id',
      'students.assigned_member_id as student_assigned_member_id',
      'students.office_id as student_office_id',
    ])
    .where('documents.id', '=', id)
    .executeTakeFirst();
export type DocumentWithOwner = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

export const insertDocuments = (db: Kysely<Database>, rows: Insertable<Database['documents']>[]) =>
  db.insertInto('documents').values(rows).returningAll().execute();

export const updateDocument = (db: Kysely<Database>, id: number, changes: Updateable<Database['documents']>) =>
  db.updateTable('documents').set(changes).where('id', '=', id).execute();

/** Whether this call removed the row (of several racing deletes, one does). */
export const deleteDocument = async (db: Kysely<Database>, id: number) =>
  Number((await db.deleteFrom('documents').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0;

/** Counts per type and verification state. */
export const countDocuments = (db: Kysely<Database>, studentId: number) =>
  db
    .selectFrom('documents')
    .select(['document_type', 'is_verified', (eb) => eb.fn.countAll<number>().as('n')])
    .where('student_id', '=', studentId)
    .groupBy(['document_type', 'is_verified'])
    .execute();
