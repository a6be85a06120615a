import type { BulkActionResult } from '#sdk/schemas/admin';
import type { App } from '#server/utils/app.ts';
import { insertAuditEntries } from '#server/services/audit/audit.repository.ts';

/** A switch (active, featured) turned on the records an admin chose, as one bulk action does it. */
interface BulkSwitch<Row extends { id: number }> {
  actorId: number;
  action: string;
  batchId: string;
  /** The chosen records that exist. */
  rows: Row[];
  /** Sets the switch on them, inside the transaction. */
  set: (trx: App['db']) => Promise<unknown>;
  /** The kind of record and its name, for the audit log. */
  entity: string;
  label: (row: Row) => string;
  /** The switch's name in the audit log, its value on each record before, and the value set. */
  field: string;
  was: (row: Row) => boolean;
  value: boolean;
}

/** Turns the switch in one transaction, with one audit entry a record under the action's batch. */
export async function switchInBulk<Row extends { id: number }>(app: App, change: BulkSwitch<Row>): Promise<void> {
  const { actorId, action, batchId, rows, entity, label, field, was, value } = change;
  if (!rows.length) return;
  await app.db.transaction().execute(async (trx) => {
    await change.set(trx);
    await insertAuditEntries(
      trx,
      rows.map((row) => ({
        actorId,
        action,
        entity,
        entityId: row.id,
        label: label(row),
        before: { [field]: was(row) },
        after: { [field]: value },
        batchId,
      })),
    );
  });
}

/** A bulk action's answer: how many records it changed, and each chosen id it did not, with why. */
export function bulkOutcome(action: string, chosen: number[], affected: number[], reason: string): BulkActionResult {
  const done = new Set(affected);
  return { action, affected: done.size, skipped: chosen.filter((id) => !done.has(id)).map((id) => ({ id, reason })) };
}
