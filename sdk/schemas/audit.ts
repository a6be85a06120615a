import * as v from 'valibot';
import { PageQuery, querySearch } from './common.ts';

/** GET /admin/audit: the admins' changes, newest first, optionally of one kind of record. */
export const AuditQuery = v.object({ ...PageQuery, entity: querySearch });
export type AuditQuery = v.InferInput<typeof AuditQuery>;

/** One admin change: who, when, what, the changed fields before and after. */
export interface AuditEntry {
  id: number;
  action: string;
  entity: string;
  entityId: number | null;
  label: string | null;
  actorEmail: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  batchId: string | null;
  createdAt: string;
}
