import * as v from 'valibot';
import { Id, optionalDate, optionalText, PageQuery, type Pagination, querySearch, requiredText } from './common.ts';
import type { Application, ApplicationEvent } from './application.ts';
import type { StudentDocument } from './document.ts';
import type { Student } from './student.ts';
import { ApplicationStatus, DocumentType } from './enums.ts';

/** What a timeline entry records: a status move, or a step that keeps the status. */
export const APPLICATION_EVENT_KINDS = [
  'STATUS',
  'DOCUMENT_VERIFIED',
  'DOCUMENT_REJECTED',
  'DOCUMENT_WAIVED',
  'DOCUMENT_REOPENED',
  'DOCUMENTS_REQUESTED',
  'DOCUMENTS_ANSWERED',
] as const;
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number];

/** Why an admin rejects an application; the owner also sees the admin's text. */
export const ADMIN_REJECTION_REASONS = [
  'INCOMPLETE_DOCUMENTS',
  'REQUIREMENTS_NOT_MET',
  'SUSPECTED_FRAUD',
  'PROGRAM_CLOSED',
  'DUPLICATE_APPLICATION',
  'OTHER',
] as const;
export const AdminRejectionReason = v.picklist(ADMIN_REJECTION_REASONS, 'Please choose a reason');
export type AdminRejectionReason = v.InferOutput<typeof AdminRejectionReason>;

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

export const DOCUMENT_REQUEST_STATES = ['OPEN', 'ANSWERED', 'OVERDUE'] as const;
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

/** GET /admin/applications. */
export const AdminApplicationListQuery = v.object({
  ...PageQuery,
  status: v.optional(ApplicationStatus),
  universityId: v.optional(Id),
  agencyId: v.optional(Id),
  /** Sent by an agency or by the student directly. */
  origin: v.optional(v.picklist(['agency', 'direct'], 'Must be agency or direct')),
  search: querySearch,
  submittedFrom: optionalDate(),
  submittedTo: optionalDate(),
});
export type AdminApplicationListQuery = v.InferInput<typeof AdminApplicationListQuery>;

/** GET /admin/applications/pending: SUBMITTED and ADMIN_REVIEW, oldest first. */
export const PendingQueueQuery = v.object({ ...PageQuery });
export type PendingQueueQuery = v.InferInput<typeof PendingQueueQuery>;

export type AdminApplication = Application & {
  agencyName: string | null;
  assignee: { id: number; email: string } | null;
  assignedAt: string | null;
  /** The newest document request, if any. */
  documentRequest: Pick<DocumentRequest, 'id' | 'state' | 'dueDate'> | null;
};

export interface AdminApplicationList {
  applications: AdminApplication[];
  pagination: Pagination;
}

export type AdminApplicationDetail = AdminApplication &
  ApplicationReviewParts & {
    events: ApplicationEvent[];
    studentProfile: Student;
    documents: StudentDocument[];
  };

/** POST /admin/applications/{id}/approve. */
export const AdminApproval = v.object({ note: optionalText(2000) });
export type AdminApproval = v.InferInput<typeof AdminApproval>;

/** POST /admin/applications/{id}/reject: a reason from the list and a text the owner sees. */
export const AdminRejection = v.object({
  reason: AdminRejectionReason,
  note: requiredText('Please write a message the applicant will see', 2000),
});
export type AdminRejection = v.InferInput<typeof AdminRejection>;

/** PUT /admin/applications/{id}/checklist/{documentType}. */
export const ChecklistDecisionPayload = v.pipe(
  v.object({
    state: v.picklist(['VERIFIED', 'REJECTED', 'WAIVED', 'RECEIVED'], 'Please choose a state'),
    remark: optionalText(1000),
  }),
  v.forward(
    v.check((x) => x.state !== 'REJECTED' || !!x.remark, 'Please give a remark the applicant will see'),
    ['remark'],
  ),
);
export type ChecklistDecisionPayload = v.InferInput<typeof ChecklistDecisionPayload>;

export const ChecklistParams = v.object({ id: Id, documentType: DocumentType });

/** POST /admin/applications/{id}/document-requests. */
export const DocumentRequestCreate = v.object({
  documentTypes: v.pipe(
    v.array(DocumentType, 'Please choose the documents you need'),
    v.minLength(1, 'Please choose the documents you need'),
    v.maxLength(10, 'At most 10 document types'),
  ),
  message: requiredText('Please write a message', 2000),
  dueDate: v.pipe(
    v.string('Please choose a due date'),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a due date'),
    v.check((s) => !Number.isNaN(Date.parse(s)), 'Please choose a due date'),
    v.check((s) => s >= new Date().toISOString().slice(0, 10), 'The due date cannot be in the past'),
  ),
});
export type DocumentRequestCreate = v.InferInput<typeof DocumentRequestCreate>;

/** POST …/applications/{id}/document-requests/{requestId}/answer by the owner. */
export const DocumentRequestAnswer = v.object({ note: optionalText(2000) });
export type DocumentRequestAnswer = v.InferInput<typeof DocumentRequestAnswer>;

export const DocumentRequestParams = v.object({ id: Id, requestId: Id });
