import type { Insertable, Kysely, Updateable } from 'kysely';
import type { UniversityClaimStatus } from '#sdk/schemas/university-claim';
import type { Database } from '#server/db/tables/database.ts';

/** Claims with the account's e-mail and the linked entry's name. */
const claims = (db: Kysely<Database>) =>
  db
    .selectFrom('university_claims')
    .innerJoin('users', 'users.id', 'university_claims.user_id')
    .leftJoin('universities', 'universities.id', 'university_claims.university_id')
    .selectAll('university_claims')
    .select(['users.email as account_email', 'universities.name as university_name']);
export type UniversityClaimRow = Awaited<ReturnType<ReturnType<typeof claims>['executeTakeFirstOrThrow']>>;

export const findClaimByUser = (db: Kysely<Database>, userId: number) =>
  claims(db).where('university_claims.user_id', '=', userId).executeTakeFirst();

export const findClaim = (db: Kysely<Database>, id: number) =>
  claims(db).where('university_claims.id', '=', id).executeTakeFirst();

/** Pending first (oldest first, the order they wait in), then the decided ones, newest first. */
export function listClaims(db: Kysely<Database>, status?: UniversityClaimStatus) {
  let query = claims(db);
  if (status) query = query.where('university_claims.status', '=', status);
  return query
    .orderBy((eb) => eb.case().when('university_claims.status', '=', 'PENDING').then(0).else(1).end())
    .orderBy('university_claims.id', 'asc')
    .execute();
}

export const insertClaim = (db: Kysely<Database>, values: Insertable<Database['university_claims']>) =>
  db.insertInto('university_claims').values(values).returning('id').executeTakeFirstOrThrow();

/** Changes a claim only while it has status `from`; answers whether it did (two admins cannot both decide). */
export async function updateClaimFrom(
  db: Kysely<Database>,
  id: number,
  from: UniversityClaimStatus,
  changes: Updateable<Database['university_claims']>,
) {
  const result = await db
    .updateTable('university_claims')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Links an account to a catalogue entry that has no account yet; answers whether it did. */
export async function linkUniversity(db: Kysely<Database>, universityId: number, userId: number) {
  const result = await db
    .updateTable('universities')
    .set({ user_id: userId, updated_at: new Date().toISOString() })
    .where('id', '=', universityId)
    .where('user_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
