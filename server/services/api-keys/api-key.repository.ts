import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

export const insertApiKey = (
  db: Kysely<Database>,
  key: { userId: number; name: string; prefix: string; keyHash: string; scopes: string[] },
) =>
  db
    .insertInto('api_keys')
    .values({
      user_id: key.userId,
      name: key.name,
      prefix: key.prefix,
      key_hash: key.keyHash,
      scopes: JSON.stringify(key.scopes),
      created_at: new Date().toISOString(),
    })
    .returning(['id', 'name', 'prefix', 'scopes', 'created_at', 'last_used_at'])
    .executeTakeFirstOrThrow();

/** A user's keys that still work, newest first. */
export const listLiveApiKeys = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('api_keys')
    .select(['id', 'name', 'prefix', 'scopes', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();

/** Revokes one of a user's own keys; the key as it was, or nothing when there was none to revoke. */
export const revokeOwnApiKey = (db: Kysely<Database>, userId: number, id: number) =>
  db
    .updateTable('api_keys')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning(['id', 'name'])
    .executeTakeFirst();

/** The live key of a hash with the account it acts for. */
export const findLiveApiKey = (db: Kysely<Database>, keyHash: string) =>
  db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.user_id')
    .leftJoin('two_factor', 'two_factor.user_id', 'users.id')
    .select([
      'api_keys.id as keyId',
      'api_keys.scopes',
      'users.id',
      'users.email',
      'users.user_type',
      'users.is_active',
      'two_factor.enabled_at as twoFactorOn',
    ])
    .where('api_keys.key_hash', '=', keyHash)
    .where('api_keys.revoked_at', 'is', null)
    .executeTakeFirst();

export const touchApiKey = (db: Kysely<Database>, id: number) =>
  db.updateTable('api_keys').set({ last_used_at: new Date().toISOString() }).where('id', '=', id).execute();
