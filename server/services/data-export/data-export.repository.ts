import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

export const insertDataExport = (
  db: Kysely<Database>,
  values: { studentId: number; requestedBy: number; recipientEmail: string; language: string },
) =>
  db
    .insertInto('data_exports')
    .values({
      student_id: values.studentId,
      requested_by: values.requestedBy,
      recipient_email: values.recipientEmail,
      language: values.language,
    })
    .execute();

/**
 * Claims the oldest waiting export for one instance until `claimedUntil`: a compare-and-set on
 * `claimed_until`, so two instances never build the same one (a crashed instance's claim runs out).
 */
export async function claimDataExport(db: Kysely<Database>, now: string, claimedUntil: string) {
  const due = await db
    .selectFrom('data_exports')
    .select('id')
    .where('status', '=', 'PENDING')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!due) return undefined;
  return db
    .updateTable('data_exports')
    .set((eb) => ({ claimed_until: claimedUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', due.id)
    .where('status', '=', 'PENDING')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .returningAll()
    .executeTakeFirst();
}

export const markDataExportReady = (
  db: Kysely<Database>,
  id: number,
  values: { storageKey: string; tokenHash: string; expiresAt: string },
) =>
  db
    .updateTable('data_exports')
    .set({
      status: 'READY',
      storage_key: values.storageKey,
      token_hash: values.tokenHash,
      expires_at: values.expiresAt,
      claimed_until: null,
    })
    .where('id', '=', id)
    .execute();

/** A failed build: tried again once the claim is released, or given up on. */
export const markDataExportFailed = (db: Kysely<Database>, id: number, finally_: boolean) =>
  db
    .updateTable('data_exports')
    .set({ status: finally_ ? 'FAILED' : 'PENDING', claimed_until: null })
    .where('id', '=', id)
    .execute();

/** A ready export by its link's token, while the link lasts. */
export const findReadyDataExport = (db: Kysely<Database>, tokenHash: string, now: string) =>
  db
    .selectFrom('data_exports')
    .select(['id', 'storage_key', 'created_at'])
    .where('token_hash', '=', tokenHash)
    .where('status', '=', 'READY')
    .where('expires_at', '>', now)
    .executeTakeFirst();

/** Exports whose link has run out, or that could not be built. */
export const listSpentDataExports = (db: Kysely<Database>, now: string) =>
  db
    .selectFrom('data_exports')
    .select(['id', 'storage_key'])
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('status', '=', 'FAILED')]))
    .limit(100)
    .execute();

export const deleteDataExports = (db: Kysely<Database>, ids: number[]) =>
  ids.length ? db.deleteFrom('data_exports').where('id', 'in', ids).execute() : Promise.resolve([]);

/** A student's id and account, for an admin's export or erasure. */
export const findStudentOwner = (db: Kysely<Database>, id: number) =>
  db.selectFrom('students').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst();
