import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

/** The catalogue university a UNIVERSITY account owns, if it did its setup. */
export const findOwnedUniversityId = async (db: Kysely<Database>, userId: number) =>
  (await db.selectFrom('universities').select('id').where('user_id', '=', userId).executeTakeFirst())?.id;
