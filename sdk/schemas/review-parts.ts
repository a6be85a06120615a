import type { StudentDocument } from './document.ts';
import type { DocumentType } from './enums.ts';

/** What a timeline entry records: a status move, or a step that keeps the status. */
export const APPLICATION_EVENT_KINDS = [
  'STATUS',
  'DOCUMENT_VERIFIED',
  'DOCUMENT_REJECTED',
  'DOCUMENT_WAIVED',
  'DOCUMENT_REOPENED',
  'DOCUMENTS_REQUESTED',
  'DOCUMENTS_ANSWERED',
  /** The applicant deferred an accepted offer to a later intake; `reason` is its start (YYYY-MM-DD). */
  'OFFER_DEFERRED',
] as const;
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number];

/** The state of one document type on an application's checklist (ARCHITECTURE.md, Decisions). */
export const CHECKLIST_STATES = ['AWAITING', 'RECEIVED', 'VERIFIED', 'REJECTED', 'WAIVED'] as const;
export type ChecklistState = (typeof CHECKLIST_STATES)[number];
/** The states an admin sets; Awaiting and Received follow from the owner's uploads. */
export type ChecklistDecision = Extract<ChecklistState, 'VERIFIED' | 'REJECTED' | 'WAIVED'>;

export interface ChecklistItem {
  documentType: DocumentType;
  required: boolean;
  state: ChecklistState;
  /** The document the state is about: the newest of its type, or the one decided on. */
  document: Pick<StudentDocument, 'id' | 'fileName' | 'mimeType' | 'fileSize' | 'uploadedAt' | 'isVerified'> | null;
  /** What the owner must know of a rejection. */
  remark: string | null;
  decidedAt: string | null;
  decidedBy: { id: number; name: string } | null;
}

/** A request is open (overdue past its due date) until answered, or closed when the review ends unanswered. */
export const DOCUMENT_REQUEST_STATES = ['OPEN', 'ANSWERED', 'OVERDUE', 'CLOSED'] as const;
export type DocumentRequestState = (typeof DOCUMENT_REQUEST_STATES)[number];

export interface DocumentRequest {
  id: number;
  documentTypes: DocumentType[];
  message: string;
  dueDate: string;
  /** OVERDUE: still open after its due date. */
  state: DocumentRequestState;
  answerNote: string | null;
  answeredAt: string | null;
  createdAt: string;
}

/** The review parts every party's application detail carries. */
export interface ApplicationReviewParts {
  checklist: ChecklistItem[];
  documentRequests: DocumentRequest[];
}
