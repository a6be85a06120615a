import type { DocumentType } from '#sdk/schemas/enums';
import type { DocumentRequest } from '#sdk/schemas/review';
import type { DocumentRequestRow } from './document-request.repository.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** A document request; an open one past its due date is OVERDUE; one whose review ended unanswered is CLOSED. */
export const presentDocumentRequest = (row: DocumentRequestRow): DocumentRequest => ({
  id: row.id,
  documentTypes: JSON.parse(row.document_types) as DocumentType[],
  message: row.message,
  dueDate: row.due_date,
  state:
    row.status === 'ANSWERED' || row.status === 'CLOSED' ? row.status : row.due_date < today() ? 'OVERDUE' : 'OPEN',
  answerNote: row.answer_note,
  answeredAt: row.answered_at,
  createdAt: row.created_at,
});
