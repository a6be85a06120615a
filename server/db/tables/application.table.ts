import type { ColumnType, Generated } from 'kysely';
import type { ApplicationEventKind, ChecklistDecision } from '#sdk/schemas/review';
import type { ApplicationStatus, DocumentType } from '#sdk/schemas/enums';
import type { Verdict } from '#sdk/schemas/eligibility';
import type { Timestamp } from './column-types.ts';

export interface ApplicationTable {
  id: Generated<number>;
  student_id: number;
  university_id: number;
  agency_id: number | null;
  program_name: string;
  /** The catalogue's programme and intake applied to; null where the university lists no programmes. */
  program_id: number | null;
  intake_id: number | null;
  /** The intake's start, kept here: a programme's editor replaces its intakes. */
  intake_start_date: string | null;
  degree_level: string;
  personal_statement: string | null;
  motivation_letter: string | null;
  university_notes: string | null;
  /** Conditions of an acceptance, which the applicant sees. */
  decision_conditions: string | null;
  /** The university's own rating (1-5) and notes; never shown to the applicant. */
  review_rating: number | null;
  review_notes: string | null;
  status: ApplicationStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
  submitted_at: string | null;
  reviewed_at: string | null;
  decided_at: string | null;
  /** When the application first reached ADMIN_APPROVED, ACCEPTED and ENROLLED (the agencies' funnel reads them). */
  admin_approved_at: string | null;
  accepted_at: string | null;
  enrolled_at: string | null;
  /** The admin who took the application into review (SUBMITTED → ADMIN_REVIEW). */
  assigned_admin_id: number | null;
  assigned_at: string | null;
  /** The eligibility verdict computed at submission, its findings (JSON: code and params) and when. */
  eligibility_verdict: Verdict | null;
  eligibility_reasons: string | null;
  eligibility_computed_at: string | null;
}

export interface ApplicationEventTable {
  id: Generated<number>;
  application_id: number;
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus;
  actor_user_id: number | null;
  note: string | null;
  /** What happened: a status move, or a step that keeps the status (a document decision, a request). */
  kind: ColumnType<ApplicationEventKind, ApplicationEventKind | undefined, ApplicationEventKind>;
  /** A rejection reason's code, or the document type(s) a document step is about. */
  reason: string | null;
  created_at: Timestamp;
}

/** An admin's decision on one document type of an application's checklist. */
export interface ApplicationChecklistItemTable {
  id: Generated<number>;
  application_id: number;
  document_type: DocumentType;
  decision: ChecklistDecision;
  /** The document the decision was made on (a newer upload of a rejected type reopens it). */
  document_id: number | null;
  remark: string | null;
  decided_by: number | null;
  decided_at: string;
}

/** A reviewer's request for documents; open until the owner answers it. */
export interface DocumentRequestTable {
  id: Generated<number>;
  application_id: number;
  /** JSON list of document types. */
  document_types: string;
  message: string;
  /** YYYY-MM-DD */
  due_date: string;
  status: 'OPEN' | 'ANSWERED' | 'CLOSED';
  requested_by: number | null;
  answer_note: string | null;
  answered_by: number | null;
  answered_at: string | null;
  created_at: Timestamp;
}
