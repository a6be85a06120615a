import type { Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** PENDING until an instance has built the ZIP, then READY (its link mailed) or FAILED. */
export type DataExportStatus = 'PENDING' | 'READY' | 'FAILED';

/** An asked-for export of one student's data (migration 2026-11-27-070). */
export interface DataExportTable {
  id: Generated<number>;
  student_id: number;
  /** Who asked: the student, their agency or an admin. */
  requested_by: number | null;
  /** Where the link goes: whoever asked. */
  recipient_email: string;
  /** The language of the summary: the student's (the e-mail is in the asker's). */
  language: string;
  status: Generated<DataExportStatus>;
  attempts: Generated<number>;
  claimed_until: string | null;
  /** The hash of the link's token, set when the ZIP is stored. */
  token_hash: string | null;
  storage_key: string | null;
  created_at: Timestamp;
  expires_at: string | null;
}
