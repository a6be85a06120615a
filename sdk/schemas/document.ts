import * as v from 'valibot';
import { Id, optionalText, querySearch, queryBoolean } from './common.ts';
import { DocumentType } from './enums.ts';

/** Accepted document contents (spec part 1, 5), checked by magic bytes, not by name (ARCHITECTURE.md, Decisions). */
export const DOCUMENT_MIME_TYPES = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
} as const;

/**
 * The text fields sent beside the files of POST /direct-students/documents/upload: `documentType`
 * once for every file, or once per file in the files' order (each file its own type).
 */
export const DocumentUploadFields = v.object({
  documentType: DocumentType,
  description: optionalText(1000),
});

/** Every `documentType` value of an upload, each a document type. */
export const DocumentTypesPerFile = v.object({ documentType: v.array(DocumentType) });
export type DocumentUploadFields = v.InferInput<typeof DocumentUploadFields>;

/** PUT /direct-students/documents/{id}. */
export const DocumentUpdate = v.object({
  documentType: v.optional(DocumentType),
  description: optionalText(1000),
});
export type DocumentUpdate = v.InferInput<typeof DocumentUpdate>;

/** DELETE /students/{id}/documents/{documentId}: a document of one of the agency's students. */
export const StudentDocumentParams = v.object({ id: Id, documentId: Id });

/** GET /direct-students/documents: the student's own, all of them, filtered on the server. */
export const DocumentListQuery = v.object({
  search: querySearch,
  documentType: v.optional(DocumentType),
  verified: queryBoolean,
});
export type DocumentListQuery = v.InferInput<typeof DocumentListQuery>;

export interface StudentDocument {
  id: number;
  fileName: string;
  documentType: DocumentType;
  mimeType: string;
  fileSize: number;
  description: string | null;
  isVerified: boolean;
  /** Why an admin rejected the document (it is then Rejected, not Pending); null otherwise. */
  rejectionRemark: string | null;
  uploadedAt: string;
}

export interface DocumentStats {
  total: number;
  verified: number;
  pending: number;
  byType: Partial<Record<DocumentType, number>>;
}
