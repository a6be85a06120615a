import type * as v from 'valibot';
import type { AuditEntry, AuditQuery } from '#sdk/schemas/audit';
import type { Pagination } from '#sdk/schemas/common';
import type { App } from '#server/utils/app.ts';
import { pageWindow, pagination } from '#server/utils/paginate.ts';
import { listAuditEntries } from './audit.repository.ts';

const parsed = (json: string | null) => (json === null ? null : (JSON.parse(json) as Record<string, unknown>));

/** GET /admin/audit. */
export async function auditLog(
  app: App,
  query: v.InferOutput<typeof AuditQuery>,
): Promise<{ entries: AuditEntry[]; pagination: Pagination }> {
  const { rows, total } = await listAuditEntries(app.db, query, pageWindow(query.page, query.limit));
  return {
    entries: rows.map((row) => ({
      id: row.id,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      label: row.label,
      actorEmail: row.actor_email,
      before: parsed(row.before),
      after: parsed(row.after),
      batchId: row.batch_id,
      createdAt: row.created_at,
    })),
    pagination: pagination(query.page, query.limit, total),
  };
}
