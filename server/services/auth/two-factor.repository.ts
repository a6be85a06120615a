import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

export const findTwoFactor = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** A new secret waiting for its first code, replacing one that never got it. */
export const savePendingSecret = (db: Kysely<Database>, userId: number, secret: string) =>
  db
    .insertInto('two_factor')
    .values({ user_id: userId, secret, enabled_at: null })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret, enabled_at: null }))
    .execute();

/** Turns the confirmed secret on with a fresh set of recovery code hashes. */
export async function enableWithCodes(db: Kysely<Database>, userId: number, codeHashes: string[]) {
  await db
    .updateTable('two_factor')
    .set({ enabled_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .execute();
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('two_factor_recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/** Removes the second factor, its recovery codes and its waiting sign-ins; true when there was one. */
export async function removeTwoFactor(db: Kysely<Database>, userId: number): Promise<boolean> {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('sign_in_challenges').where('user_id', '=', userId).execute();
  const removed = await db.deleteFrom('two_factor').where('user_id', '=', userId).executeTakeFirst();
  return Boolean(removed.numDeletedRows);
}

/** Spends a recovery code: true only for the one request that marks it used. */
export async function spendRecoveryCode(db: Kysely<Database>, userId: number, codeHash: string): Promise<boolean> {
  const spent = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Boolean(spent.numUpdatedRows);
}

export const insertChallenge = (db: Kysely<Database>, userId: number, tokenHash: string, expiresAt: string) =>
  db
    .insertInto('sign_in_challenges')
    .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })
    .execute();

export const findLiveChallenge = (db: Kysely<Database>, tokenHash: string) =>
  db
    .selectFrom('sign_in_challenges')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();

/** Ends a challenge; true only for the one request that ended it. */
export async function endChallenge(db: Kysely<Database>, id: number): Promise<boolean> {
  const ended = await db.deleteFrom('sign_in_challenges').where('id', '=', id).executeTakeFirst();
  return Boolean(ended.numDeletedRows);
}
