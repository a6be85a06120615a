import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

export const insertPasswordReset = (
  db: Kysely<Database>,
  reset: { userId: number; tokenHash: string; expiresAt: string },
) =>
  db
    .insertInto('password_resets')
    .values({ user_id: reset.userId, token_hash: reset.tokenHash, expires_at: reset.expiresAt })
    .execute();

/**
 * Uses a reset link: marks it used only while it is unused and unexpired, and answers its user.
 * Two requests with one link cannot both succeed.
 */
export const usePasswordReset = (db: Kysely<Database>, tokenHash: string, now: string) =>
  db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();

/** After a reset, the user's other outstanding links stop working too. */
export const closeUserPasswordResets = (db: Kysely<Database>, userId: number, now: string) =>
  db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
