import type { H3Event } from 'h3';
import type * as v from 'valibot';
import { LIMITS } from '#sdk/schemas/constants';
import {
  type DocumentListQuery,
  type DocumentStats,
  type DocumentUpdate,
  DocumentTypesPerFile,
  DocumentUploadFields,
  type StudentDocument,
} from '#sdk/schemas/document';
import type { DocumentType } from '#sdk/schemas/enums';
import { REFUSALS } from '#sdk/schemas/refusals';
import type { App } from '#server/utils/app.ts';
import type { SignedIn } from '#server/utils/auth.ts';
import { invalid, notFound } from '#server/utils/errors.ts';
import { validInput } from '#server/utils/validate.ts';
import { findAgencyAccess } from '#server/services/agencies/agency-access.ts';
import { inScope } from '#server/services/agencies/current-agency.ts';
import { DOCUMENT_CONTENTS } from '#server/services/files/content-kinds.ts';
import { discardFiles } from '#server/services/files/file-store.ts';
import { receiveUpload, type UploadRules } from '#server/services/files/multipart.ts';
import { sendStoredFile } from '#server/services/files/send-file.ts';
import { requireStudentRow } from '#server/services/students/student.service.ts';
import { presentDocument, presentDocumentStats } from './document.presenter.ts';
import {
  countDocuments,
  deleteDocument,
  type DocumentWithOwner,
  findDocument,
  insertDocuments,
  listDocuments,
  updateDocument,
} from './document.repository.ts';

/** Spec part 1, 5: up to 5 files of PDF, JPG, PNG, DOC or DOCX, 10 MB each. */
export const DOCUMENT_UPLOAD_RULES: UploadRules = {
  field: 'file',
  folder: 'documents',
  maxFiles: LIMITS.documentsPerUpload,
  maxFileBytes: LIMITS.documentMaxBytes,
  accepted: DOCUMENT_CONTENTS,
  refusals: {
    missing: 'DOCUMENTS_MISSING',
    tooLarge: (fileName) => ({ reason: 'DOCUMENT_TOO_LARGE', params: { fileName } }),
    wrongType: (fileName) => ({ reason: 'DOCUMENT_NOT_ACCEPTED', params: { fileName } }),
    tooMany: 'DOCUMENTS_TOO_MANY',
  },
};

/** POST /direct-students/documents/upload: the student's own. */
export async function uploadStudentDocuments(app: App, event: H3Event, userId: number): Promise<StudentDocument[]> {
  const student = await requireStudentRow(app.db, userId);
  return storeStudentDocuments(app, event, student.id);
}

/**
 * The type of each file: one `documentType` for all (the spec's form), or one sent per file, in
 * the files' order; any other count is refused naming the field.
 */
function typesOfFiles(sent: string[], files: number): DocumentType[] {
  if (sent.length !== 1 && sent.length !== files)
    invalid([{ field: 'documentType', message: REFUSALS.DOCUMENT_TYPES_PER_FILE }], 'DOCUMENT_TYPES_PER_FILE');
  const types = validInput(DocumentTypesPerFile, { documentType: sent }, 'DOCUMENTS_MISSING').documentType;
  return Array.from({ length: files }, (_, i) => types[sent.length === 1 ? 0 : i]);
}

/**
 * The one upload path of documents, for the student and the student's agency: the files are
 * streamed and checked by content, stored first, then recorded together.
 */
export async function storeStudentDocuments(app: App, event: H3Event, studentId: number): Promise<StudentDocument[]> {
  const { fields, fieldLists, files } = await receiveUpload(event, app.files, DOCUMENT_UPLOAD_RULES);
  try {
    const meta = validInput(
      DocumentUploadFields,
      { documentType: fields.documentType, description: fields.description },
      'DOCUMENTS_MISSING',
    );
    const types = typesOfFiles(fieldLists.documentType ?? [], files.length);
    const uploadedAt = new Date().toISOString();
    const rows = await app.db.transaction().execute((trx) =>
      insertDocuments(
        trx,
        files.map((file, i) => ({
          student_id: studentId,
          file_name: file.fileName,
          document_type: types[i],
          mime_type: file.mimeType,
          file_size: file.size,
          description: meta.description ?? null,
          storage_key: file.key,
          uploaded_at: uploadedAt,
        })),
      ),
    );
    return rows.map(presentDocument);
  } catch (error) {
    await discardFiles(
      app.files,
      files.map((f) => f.key),
    );
    throw error;
  }
}

export async function listStudentDocuments(
  app: App,
  userId: number,
  query: v.InferOutput<typeof DocumentListQuery>,
): Promise<StudentDocument[]> {
  const student = await requireStudentRow(app.db, userId);
  return (await listDocuments(app.db, student.id, query)).map(presentDocument);
}

export async function studentDocumentStats(app: App, userId: number): Promise<DocumentStats> {
  const student = await requireStudentRow(app.db, userId);
  return presentDocumentStats(await countDocuments(app.db, student.id));
}

/** The student's own document, or 404: another student's id is not told apart from a missing one. */
async function ownDocument(app: App, userId: number, id: number): Promise<DocumentWithOwner> {
  const row = await findDocument(app.db, id);
  if (!row || row.student_user_id !== userId) notFound('DOCUMENT_NOT_FOUND');
  return row;
}

export const studentDocument = async (app: App, userId: number, id: number) =>
  presentDocument(await ownDocument(app, userId, id));

export async function updateStudentDocument(
  app: App,
  userId: number,
  id: number,
  payload: v.InferOutput<typeof DocumentUpdate>,
) {
  await ownDocument(app, userId, id);
  const changes = {
    ...(payload.documentType !== undefined ? { document_type: payload.documentType } : {}),
    ...(payload.description !== undefined ? { description: payload.description } : {}),
  };
  if (Object.keys(changes).length) await updateDocument(app.db, id, changes);
  return presentDocument(await ownDocument(app, userId, id));
}

export const deleteStudentDocument = async (app: App, userId: number, id: number): Promise<void> =>
  removeDocument(app, await ownDocument(app, userId, id));

/** Deletes the record, then the stored file. */
export async function removeDocument(app: App, row: DocumentWithOwner): Promise<void> {
  // Only the delete that removed the row answers 200 and removes the file; a racing one finds nothing.
  if (!(await deleteDocument(app.db, row.id))) notFound('DOCUMENT_NOT_FOUND');
  await discardFiles(app.files, [row.storage_key]);
}

/** ARCHITECTURE.md, Decisions: a document goes only to its student, the student's agency, or an admin. */
async function mayRead(app: App, viewer: SignedIn, row: DocumentWithOwner): Promise<boolean> {
  if (viewer.userType === 'ADMIN') return true;
  if (viewer.userType === 'STUDENT') return row.student_user_id === viewer.id;
  if (viewer.userType === 'AGENCY' && row.student_agency_id !== null) {
    const agency = await findAgencyAccess(app.db, viewer.id);
    return (
      agency?.id === row.student_agency_id &&
      inScope(agency, { assignedMemberId: row.student_assigned_member_id, officeId: row.student_office_id })
    );
  }
  return false;
}

/** Streams a document as an attachment to whoever may read it; to anyone else it does not exist. */
export async function sendDocument(app: App, event: H3Event, viewer: SignedIn, id: number) {
  const row = await findDocument(app.db, id);
  if (!row || !(await mayRead(app, viewer, row))) notFound('DOCUMENT_NOT_FOUND');
  return sendStoredFile(event, app.files, {
    key: row.storage_key,
    mimeType: row.mime_type,
    size: row.file_size,
    attachmentName: row.file_name,
  });
}
