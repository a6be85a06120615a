import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

export interface AuditEntry {
  actorId: number | null;
  /** What was done, e.g. `update`, `delete`, `feature`. */
  action: string;
  /** The kind of record, e.g. `university`. */
  entity: string;
  entityId: number | null;
  label: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  batchId?: string;
}

const json = (value: Record<string, unknown> | null | undefined) => (value ? JSON.stringify(value) : null);

/** Records admin changes; call inside the transaction that makes them. */
export async function insertAuditEntries(db: Kysely<Database>, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  await db
    .insertInto('audit_log')
    .values(
      entries.map((entry) => ({
        actor_user_id: entry.actorId,
        action: entry.action,
        entity: entry.entity,
        entity_id: entry.entityId,
        label: entry.label,
        before: json(entry.before),
        after: json(entry.after),
        batch_id: entry.batchId ?? null,
        created_at: new Date().toISOString(),
      })),
    )
    .execute();
}

/** One page of the log, newest first, with the acting admin's e-mail. */
export async function listAuditEntries(
  db: Kysely<Database>,
  filter: { entity?: string },
  page: { offset: number; limit: number },
) {
  let base = db.selectFrom('audit_log').leftJoin('users', 'users.id', 'audit_log.actor_user_id');
  if (filter.entity) base = base.where('audit_log.entity', '=', filter.entity);
  const [rows, count] = await Promise.all([
    base
      .select([
        'audit_log.id',
        'audit_log.action',
        'audit_log.entity',
        'audit_log.entity_id',
        'audit_log.label',
        'audit_log.before',
        'audit_log.after',
        'audit_log.batch_id',
        'audit_log.created_at',
        'users.email as actor_email',
      ])
      .orderBy('audit_log.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
