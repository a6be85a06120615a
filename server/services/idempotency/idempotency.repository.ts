import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

/** Claims a caller's key for a request; the claim's id, or nothing when the key is taken. */
export const claimIdempotencyKey = (
  db: Kysely<Database>,
  claim: { caller: string; key: string; requestHash: string; now: Date; lifetimeMs: number },
) =>
  db
    .insertInto('idempotency_keys')
    .values({
      caller: claim.caller,
      key: claim.key,
      request_hash: claim.requestHash,
      created_at: claim.now.toISOString(),
      expires_at: new Date(claim.now.getTime() + claim.lifetimeMs).toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['caller', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();

export const findIdempotencyKey = (db: Kysely<Database>, caller: string, key: string) =>
  db
    .selectFrom('idempotency_keys')
    .select(['id', 'request_hash', 'status', 'content_type', 'body', 'created_at'])
    .where('caller', '=', caller)
    .where('key', '=', key)
    .executeTakeFirst();

/** Keeps the first answer of a claimed key. */
export const keepIdempotentAnswer = (
  db: Kysely<Database>,
  id: number,
  answer: { status: number; contentType: string; body: string },
) =>
  db
    .updateTable('idempotency_keys')
    .set({ status: answer.status, content_type: answer.contentType, body: answer.body })
    .where('id', '=', id)
    .execute();

/** Lets a claim go whose request made no answer to keep (it failed, or sent a file). */
export const releaseIdempotencyKey = (db: Kysely<Database>, id: number) =>
  db.deleteFrom('idempotency_keys').where('id', '=', id).where('status', 'is', null).execute();

/** Removes the keys past their 24 hours, and claims left by a request that never finished. */
export const removeStaleIdempotencyKeys = (db: Kysely<Database>, now: Date, abandonedBefore: Date) =>
  db
    .deleteFrom('idempotency_keys')
    .where((row) =>
      row.or([
        row('expires_at', '<=', now.toISOString()),
        row.and([row('status', 'is', null), row('created_at', '<', abandonedBefore.toISOString())]),
      ]),
    )
    .execute();
