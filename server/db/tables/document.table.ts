import type { Generated } from 'kysely';
import type { DocumentType } from '#sdk/schemas/enums';
import type { Bool, Timestamp } from './column-types.ts';

export interface DocumentTable {
  id: Generated<number>;
  student_id: number;
  file_name: string;
  document_type: DocumentType;
  mime_type: string;
  file_size: number;
  description: string | null;
  /** A generated key in the file store; the file name is never a storage path (ARCHITECTURE.md, Decisions). */
  storage_key: string;
  is_verified: Bool;
  verified_at: string | null;
  verified_by: number | null;
  /** The admin's remark when the document was rejected; null otherwise. */
  rejection_remark: string | null;
  uploaded_at: Timestamp;
}
