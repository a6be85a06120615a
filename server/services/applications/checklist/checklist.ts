import type { Kysely, Selectable } from 'kysely';
import type { DocumentType } from '#sdk/schemas/enums';
import type { ChecklistItem, ChecklistState } from '#sdk/schemas/review';
import type { Database } from '#server/db/tables/database.ts';
import type { DocumentTable } from '#server/db/tables/document.table.ts';
import { listDocuments } from '#server/services/documents/document.repository.ts';
import { type ChecklistDecisionRow, listChecklistDecisions } from './checklist.repository.ts';
import { requiredDocumentTypes } from './required-documents.ts';

type DocumentRow = Selectable<DocumentTable>;

/**
 * One document type's state: an admin's Waived stands; Verified stands while its document
 * exists; Rejected stands until a newer document of the type arrives; otherwise the type is
 * Received when the owner has uploaded one, else Awaiting.
 */
export function checklistState(
  decision: Pick<ChecklistDecisionRow, 'decision' | 'document_id'> | undefined,
  documents: DocumentRow[],
): { state: ChecklistState; document: DocumentRow | null } {
  const newest = documents[0] ?? null;
  const decidedOn = documents.find((d) => d.id === decision?.document_id) ?? null;
  if (decision?.decision === 'WAIVED') return { state: 'WAIVED', document: decidedOn ?? newest };
  if (decision?.decision === 'VERIFIED' && decidedOn) return { state: 'VERIFIED', document: decidedOn };
  if (decision?.decision === 'REJECTED' && decidedOn && decidedOn === newest)
    return { state: 'REJECTED', document: decidedOn };
  return { state: newest ? 'RECEIVED' : 'AWAITING', document: newest };
}

/**
 * The checklist of an application: every required type and every type an admin decided on,
 * each with its state. `showAdmins`: whether the deciding admin is named (admins only).
 */
export async function loadChecklist(
  db: Kysely<Database>,
  application: { id: number; student_id: number; university_id: number; program_name: string },
  showAdmins: boolean,
): Promise<ChecklistItem[]> {
  const [required, decisions, documents] = await Promise.all([
    requiredDocumentTypes(db, application),
    listChecklistDecisions(db, application.id),
    listDocuments(db, application.student_id),
  ]);
  const types = [...new Set<DocumentType>([...required, ...decisions.map((d) => d.document_type)])];
  return types.map((type) => {
    const decision = decisions.find((d) => d.document_type === type);
    const { state, document } = checklistState(
      decision,
      documents.filter((d) => d.document_type === type),
    );
    const decided = decision && state !== 'RECEIVED' && state !== 'AWAITING';
    return {
      documentType: type,
      required: required.includes(type),
      state,
      document: document
        ? {
            id: document.id,
            fileName: document.file_name,
            mimeType: document.mime_type,
            fileSize: document.file_size,
            uploadedAt: document.uploaded_at,
            isVerified: Boolean(document.is_verified),
          }
        : null,
      remark: decided ? decision.remark : null,
      decidedAt: decided ? decision.decided_at : null,
      decidedBy:
        decided && showAdmins && decision.decided_by !== null
          ? { id: decision.decided_by, name: decision.decided_by_email ?? '' }
          : null,
    };
  });
}

/** The required types still Awaiting or Rejected: an application with any cannot be approved. */
export const blockingItems = (checklist: ChecklistItem[]) =>
  checklist.filter((item) => item.required && (item.state === 'AWAITING' || item.state === 'REJECTED'));
