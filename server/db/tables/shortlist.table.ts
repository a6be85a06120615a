import type { Generated } from 'kysely';
import type { ShortlistAdder } from '#sdk/schemas/shortlist';
import type { Timestamp } from './column-types.ts';

/** A programme on a student's shortlist (migration 2026-11-27-280). */
export interface ShortlistItemTable {
  id: Generated<number>;
  student_id: number;
  program_id: number;
  /** The intake chosen with it, if any; its start date too, since editing a programme renews its intakes. */
  intake_id: number | null;
  intake_start_date: string | null;
  added_by: ShortlistAdder;
  created_at: Timestamp;
}
