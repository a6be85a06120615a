import { type Generated, type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';

/** The outboxes whose rows workers claim: queued e-mails and webhook deliveries. */
type Outbox = 'email_outbox' | 'webhook_deliveries';

/** What claiming needs of an outbox row; both outboxes have these columns. */
interface ClaimableRow {
  id: Generated<number>;
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: string | null;
}

/** The due rows of one outbox, before a caller narrows them further. */
type DueRows<T extends Outbox> = SelectQueryBuilder<Database, T, { id: number }>;

interface ClaimWindow {
  now: string;
  claimedUntil: string;
  limit: number;
}

/** One outbox seen only through its claim columns; the table name is what reaches the SQL. */
const claimColumns = (db: Kysely<Database>) => db as unknown as Kysely<Record<Outbox, ClaimableRow>>;

/**
 * Claims up to `limit` due rows of `outbox` for one worker until `claimedUntil`. On PostgreSQL the
 * rows are locked with SKIP LOCKED, so instances pick different rows; on both, the claim itself is
 * a compare-and-set on `claimed_until`, so a row is claimed by one worker only. `narrow` adds the
 * outbox's own conditions on which due rows may go now.
 */
export const claimDue = <T extends Outbox>(
  db: Kysely<Database>,
  dialect: Dialect,
  outbox: T,
  window: ClaimWindow,
  narrow: (due: DueRows<T>) => DueRows<T> = (due) => due,
) =>
  db.transaction().execute(async (trx) => {
    const { now, claimedUntil, limit } = window;
    const rows = claimColumns(trx);
    const due = (
      rows
        .selectFrom(outbox as Outbox)
        .select('id')
        .where('status', '=', 'PENDING')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)])) as unknown as DueRows<T>
    )
      .$call(narrow)
      .orderBy('id')
      .limit(limit)
      .$if(dialect === 'postgres', (q) => q.forUpdate().skipLocked());
    const ids = (await due.execute()).map((row) => row.id);
    if (!ids.length) return [];
    const claimed = await rows
      .updateTable(outbox as Outbox)
      .set({ claimed_until: claimedUntil, attempts: sql`attempts + 1` })
      .where('id', 'in', ids)
      .where('status', '=', 'PENDING')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .returningAll()
      .execute();
    return claimed as unknown as Selectable<Database[T]>[];
  });

/** Gives claimed rows back unsent (a worker stopping mid-batch); their claim's attempt is taken back. */
export const releaseClaims = (db: Kysely<Database>, outbox: Outbox, ids: number[]) =>
  claimColumns(db)
    .updateTable(outbox)
    .set({ claimed_until: null, attempts: sql`attempts - 1` })
    .where('id', 'in', ids)
    .where('status', '=', 'PENDING')
    .execute();
