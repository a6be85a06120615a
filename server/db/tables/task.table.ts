import type { ColumnType, Generated } from 'kysely';
import type { TaskSource, TaskSubjectType } from '#sdk/schemas/task';
import type { Timestamp } from './column-types.ts';

/** A task of an agency on a student, lead or application (migration 2026-11-27-340). */
export interface AgencyTaskTable {
  id: Generated<number>;
  agency_id: number;
  title: string;
  /** The programme of an intake deadline's task. */
  detail: ColumnType<string | null, string | null | undefined, string | null>;
  /** YYYY-MM-DD. */
  due_date: string;
  assigned_member_id: number | null;
  subject_type: TaskSubjectType;
  subject_id: number;
  source: TaskSource;
  /** The event a task was made for (`lead:12`), unique; null for a task a member wrote. */
  origin_key: string | null;
  created_by: number | null;
  created_at: Timestamp;
  done_at: ColumnType<string | null, string | null | undefined, string | null>;
  done_by: ColumnType<number | null, number | null | undefined, number | null>;
  reminded_at: ColumnType<string | null, string | null | undefined, string | null>;
}
