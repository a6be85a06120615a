import * as v from 'valibot';
import { Id, optionalDate, optionalText, PageQuery, type Pagination, querySearch, requiredText } from './common.ts';
import type { Application, ApplicationEvent } from './application.ts';
import type { StudentDocument } from './document.ts';
import type { Student } from './student.ts';
import { ApplicationStatus, DocumentType } from './enums.ts';
import { VERDICTS } from './eligibility.ts';
import type { ApplicationReviewParts, DocumentRequest } from './review-parts.ts';

// The timeline's kinds, the checklist and the document requests live in review-parts.ts, which
// application.ts also reads; this module keeps offering them to the sdk's readers.
export {
  APPLICATION_EVENT_KINDS,
  type ApplicationEventKind,
  CHECKLIST_STATES,
  type ChecklistDecision,
  type ChecklistItem,
  type ChecklistState,
  DOCUMENT_REQUEST_STATES,
  type DocumentRequest,
  type DocumentRequestState,
  type ApplicationReviewParts,
} from './review-parts.ts';

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

/**
 * The review queue's order: `submitted` (the default of each list: newest first, the pending
 * queue oldest first), or by the verdict computed at submission — `verdict` from ELIGIBLE through
 * CONDITIONAL and UNKNOWN to NOT_ELIGIBLE, `-verdict` the other way; those without one last,
 * then oldest submission first.
 */
export const APPLICATION_QUEUE_SORTS = ['submitted', 'verdict', '-verdict'] as const;
export type ApplicationQueueSort = (typeof APPLICATION_QUEUE_SORTS)[number];

/** Filter and order by the verdict computed at submission. */
const VerdictQuery = {
  verdict: v.optional(v.picklist(VERDICTS, 'Must be ELIGIBLE, CONDITIONAL, NOT_ELIGIBLE or UNKNOWN')),
  sort: v.optional(v.picklist(APPLICATION_QUEUE_SORTS, 'Must be submitted, verdict or -verdict'), 'submitted'),
};

/** GET /admin/applications. */
export const AdminApplicationListQuery = v.object({
  ...PageQuery,
  ...VerdictQuery,
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
export const PendingQueueQuery = v.object({ ...PageQuery, ...VerdictQuery });
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
