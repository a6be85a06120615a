import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import type { Device } from './device.ts';

export const insertSession = (
  db: Kysely<Database>,
  session: { userId: number; tokenHash: string; expiresAt: string; device: Device },
) =>
  db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      expires_at: session.expiresAt,
      user_agent: session.device.userAgent.slice(0, 500),
      ip_address: session.device.address,
      last_used_at: new Date().toISOString(),
    })
    .execute();

/** Records that a session was used now. */
export const touchSession = (db: Kysely<Database>, sessionId: number) =>
  db.updateTable('sessions').set({ last_used_at: new Date().toISOString() }).where('id', '=', sessionId).execute();

/** A user's live sessions, last used first. */
export const listLiveSessions = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip_address', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** The user agents of a user's latest sessions, ended ones too (to tell a new device). */
export const recentUserAgents = async (db: Kysely<Database>, userId: number) =>
  (
    await db
      .selectFrom('sessions')
      .select('user_agent')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(50)
      .execute()
  ).map((row) => row.user_agent);

/** Ends one live session of a user; true when there was one. */
export async function revokeOwnSession(db: Kysely<Database>, userId: number, sessionId: number) {
  const revoked = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Boolean(revoked.numUpdatedRows);
}

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
      'sessions.last_used_at as lastUsedAt',
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
