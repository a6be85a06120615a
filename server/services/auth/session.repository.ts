import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

export const insertSession = (
  db: Kysely<Database>,
  session: { userId: number; tokenHash: string; expiresAt: string },
) =>
  db
    .insertInto('sessions')
    .values({ user_id: session.userId, token_hash: session.tokenHash, expires_at: session.expiresAt })
    .execute();

/** The live session of a token hash with its user (and when their second factor was turned on), or nothing when revoked or expired. */
export const findLiveSession = (db: Kysely<Database>, tokenHash: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('two_factor', 'two_factor.user_id', 'users.id')
    .select([
      'sessions.id as sessionId',
      'users.id',
      'users.email',
      'users.user_type',
      'users.is_active',
      'two_factor.enabled_at as twoFactorOn',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();

export const revokeSession = (db: Kysely<Database>, sessionId: number) =>
  db
    .updateTable('sessions')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

/** Ends every session of a user (deactivation, password reset). */
export const revokeUserSessions = (db: Kysely<Database>, userId: number) =>
  db
    .updateTable('sessions')
    .set({ revoked_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
