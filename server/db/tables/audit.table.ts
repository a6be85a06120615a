import type { Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** One admin change (migration 2026-11-24-010): before and after are JSON objects of the changed fields. */
export interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: number | null;
  action: string;
  entity: string;
  entity_id: number | null;
  /** The record's name when the change was made, so the log reads after a delete. */
  label: string | null;
  before: string | null;
  after: string | null;
  /** The same for every row of one bulk action. */
  batch_id: string | null;
  created_at: Timestamp;
}
