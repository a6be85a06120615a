import type { H3Event } from 'h3';
import * as v from 'valibot';
import { LIMITS } from '#sdk/schemas/constants';
import { type DocumentListQuery, type DocumentStats, type DocumentUpdate, DocumentUploadFields, type StudentDocument, UPLOAD_MESSAGES } from '#sdk/schemas/document';
import type { App } from '../../utils/app.ts';
import type { SignedIn } from '../../utils/auth.ts';
import { invalid, notFound } from '../../utils/errors.ts';
import { DOCUMENT_CONTENTS } from '../files/content-kinds.ts';
import { discardFiles } from '../files/file-store.ts';
import { receiveUpload, type UploadRules } from '../files/multipart.ts';
import { sendStoredFile } from '../files/send-file.ts';
import { requireStudentRow } from '../students/student.service.ts';
import { presentDocument, presentDocumentStats } from './document.presenter.ts';
import {
  countDocuments, deleteDocument, type DocumentWithOwner, findDocument, insertDocuments, listDocuments, updateDocument,
} from './document.repository.ts';

/** Spec part 1, 5: up to 5 files of PDF, JPG, PNG, DOC or DOCX, 10 MB each. */
export const DOCUMENT_UPLOAD_RULES: UploadRules = {
  field: 'file',
  folder: 'documents',
  maxFiles: LIMITS.documentsPerUpload,
  maxFileBytes: LIMITS.documentMaxBytes,
  accepted: DOCUMENT_CONTENTS,
  messages: UPLOAD_MESSAGES,
};

/** POST /direct-students/documents/upload: the files are stored first, then recorded together. */
export async function uploadStudentDocuments(app: App, event: H3Event, userId: number): Promise<StudentDocument[]> {
  const student = await requireStudentRow(app.db, userId);
  const { fields, files } = await receiveUpload(event, app.files, DOCUMENT_UPLOAD_RULES);
  try {
    const meta = v.safeParse(DocumentUploadFields, { documentType: fields.documentType, description: fields.description });
    if (!meta.success) {
      invalid(meta.issues.map((issue) => ({ field: v.getDotPath(issue) ?? 'documentType', message: issue.message })), UPLOAD_MESSAGES.missing);
    }
    const uploadedAt = new Date().toISOString();
    const rows = await app.db.transaction().execute((trx) =>
      insertDocuments(
        trx,
        files.map((file) => ({
          student_id: student.id, file_name: file.fileName, document_type: meta.output.documentType, mime_type: file.mimeType,
          file_size: file.size, description: meta.output.description ?? null, storage_key: file.key, uploaded_at: uploadedAt,
        })),
      ),
    );
    return rows.map(presentDocument);
  } catch (error) {
    await discardFiles(app.files, files.map((f) => f.key));
    throw error;
  }
}

export async function listStudentDocuments(app: App, userId: number, query: v.InferOutput<typeof DocumentListQuery>): Promise<StudentDocument[]> {
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
  if (!row || row.student_user_id !== userId) notFound('Document');
  return row;
}

export const studentDocument = async (app: App, userId: number, id: number) => presentDocument(await ownDocument(app, userId, id));

export async function updateStudentDocument(app: App, userId: number, id: number, payload: v.InferOutput<typeof DocumentUpdate>) {
  await ownDocument(app, userId, id);
  const changes = {
    ...(payload.documentType !== undefined ? { document_type: payload.documentType } : {}),
    ...(payload.description !== undefined ? { description: payload.description } : {}),
  };
  if (Object.keys(changes).length) await updateDocument(app.db, id, changes);
  return presentDocument(await ownDocument(app, userId, id));
}

/** Deletes the record, then the stored file. */
export async function deleteStudentDocument(app: App, userId: number, id: number): Promise<void> {
  const row = await ownDocument(app, userId, id);
  await deleteDocument(app.db, id);
  await discardFiles(app.files, [row.storage_key]);
}

/** DESIGN.md: a document goes only to its student, the student's agency, or an admin. */
async function mayRead(app: App, viewer: SignedIn, row: DocumentWithOwner): Promise<boolean> {
  if (viewer.userType === 'ADMIN') return true;
  if (viewer.userType === 'STUDENT') return row.student_user_id === viewer.id;
  if (viewer.userType === 'AGENCY' && row.student_agency_id !== null) {
    const agency = await app.db.selectFrom('agencies').select('id').where('user_id', '=', viewer.id).executeTakeFirst();
    return agency?.id === row.student_agency_id;
  }
  return false;
}

/** Streams a document as an attachment to whoever may read it; to anyone else it does not exist. */
export async function sendDocument(app: App, event: H3Event, viewer: SignedIn, id: number) {
  const row = await findDocument(app.db, id);
  if (!row || !(await mayRead(app, viewer, row))) notFound('Document');
  return sendStoredFile(event, app.files, { key: row.storage_key, mimeType: row.mime_type, size: row.file_size, attachmentName: row.file_name });
}
