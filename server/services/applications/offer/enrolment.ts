import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

/** An application that has just become ENROLLED: what a listener needs to act on it. */
export interface Enrolment {
  applicationId: number;
  studentId: number;
  /** The agency that applied for the student; null for a direct student. */
  agencyId: number | null;
  universityId: number;
  /** The catalogue's programme and intake; null where the university lists no programmes. */
  programId: number | null;
  intakeId: number | null;
  /** When the university confirmed the enrolment (ISO), and who did. */
  enrolledAt: string;
  confirmedByUserId: number;
}

/**
 * Runs inside the transaction that moves the application to ENROLLED: what it writes commits with
 * the move, and a failure refuses the move.
 */
export type EnrolmentListener = (trx: Kysely<Database>, enrolment: Enrolment) => Promise<void>;
