import type { H3Event } from 'h3';
import type { StudentDocument } from '#sdk/schemas/document';
import type { App } from '#server/utils/app.ts';
import { notFound } from '#server/utils/errors.ts';
import { requireAgencyStudent } from '#server/services/students/agency-students.service.ts';
import { insertAuditEntries } from '#server/services/audit/audit.repository.ts';
import { presentDocument } from './document.presenter.ts';
import { findDocument, listDocuments } from './document.repository.ts';
import { removeDocument, storeStudentDocuments } from './document.service.ts';

/**
 * The documents of an agency's student, kept by the agency: the same records the
 * student sees, uploaded through the student's own upload path. Another agency's student is a 404.
 */
export async function agencyStudentDocuments(app: App, userId: number, studentId: number): Promise<StudentDocument[]> {
  const student = await requireAgencyStudent(app, userId, studentId);
  return (await listDocuments(app.db, student.id)).map(presentDocument);
}

/** POST /students/{id}/documents: the student is checked before a byte of the body is read. */
export async function uploadAgencyStudentDocuments(app: App, event: H3Event, userId: number, studentId: number) {
  const student = await requireAgencyStudent(app, userId, studentId);
  const documents = await storeStudentDocuments(app, event, student.id);
  // Agency staff actions are in the audit log: the activity feed names the uploader from it.
  await insertAuditEntries(
    app.db,
    documents.map((document) => ({
      actorId: userId,
      action: 'upload',
      entity: 'document',
      entityId: document.id,
      label: document.fileName,
    })),
  );
  return documents;
}

/** DELETE /students/{id}/documents/{documentId}: only a document of that student. */
export async function deleteAgencyStudentDocument(app: App, userId: number, studentId: number, documentId: number) {
  const student = await requireAgencyStudent(app, userId, studentId);
  const row = await findDocument(app.db, documentId);
  if (!row || row.student_id !== student.id) notFound('DOCUMENT_NOT_FOUND');
  await removeDocument(app, row);
}
