import type { Kysely } from 'kysely';
import type { DocumentType } from '#sdk/schemas/enums';
import type { ChecklistDecision } from '#sdk/schemas/review';
import type { Database } from '#server/db/tables/database.ts';

/** The admins' decisions on an application's document types, with who decided. */
export const listChecklistDecisions = (db: Kysely<Database>, applicationId: number) =>
  db
    .selectFrom('application_checklist_items')
    .leftJoin('users', 'users.id', 'application_checklist_items.decided_by')
    .selectAll('application_checklist_items')
    .select('users.email as decided_by_email')
    .where('application_id', '=', applicationId)
    .orderBy('application_checklist_items.id')
    .execute();
export type ChecklistDecisionRow = Awaited<ReturnType<typeof listChecklistDecisions>>[number];

/** Records (or replaces) the decision on one document type. */
export async function saveChecklistDecision(
  db: Kysely<Database>,
  d: {
    applicationId: number;
    documentType: DocumentType;
    decision: ChecklistDecision;
    documentId: number | null;
    remark: string | null;
    decidedBy: number;
    at: string;
  },
) {
  await clearChecklistDecision(db, d.applicationId, d.documentType);
  await db
    .insertInto('application_checklist_items')
    .values({
      application_id: d.applicationId,
      document_type: d.documentType,
      decision: d.decision,
      document_id: d.documentId,
      remark: d.remark,
      decided_by: d.decidedBy,
      decided_at: d.at,
    })
    .execute();
}

/** Forgets the decision on one document type: its state follows the uploads again. */
export const clearChecklistDecision = (db: Kysely<Database>, applicationId: number, documentType: DocumentType) =>
  db
    .deleteFrom('application_checklist_items')
    .where('application_id', '=', applicationId)
    .where('document_type', '=', documentType)
    .execute();
