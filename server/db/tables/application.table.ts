import type { Generated } from 'kysely';
import type { ApplicationStatus } from '#sdk/schemas/enums';
import type { Timestamp } from './column-types.ts';

export interface ApplicationTable {
  id: Generated<number>;
  student_id: number;
  university_id: number;
  agency_id: number | null;
  program_name: string;
  degree_level: string;
  personal_statement: string | null;
  motivation_letter: string | null;
  university_notes: string | null;
  status: ApplicationStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
  submitted_at: string | null;
  reviewed_at: string | null;
  decided_at: string | null;
}

export interface ApplicationEventTable {
  id: Generated<number>;
  application_id: number;
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus;
  actor_user_id: number | null;
  note: string | null;
  created_at: Timestamp;
}
