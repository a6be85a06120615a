import type { Kysely } from 'kysely';
import type { UserType } from '#sdk/schemas/enums';
import type { Database } from '#server/db/tables/database.ts';

export const findUserByEmail = (db: Kysely<Database>, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export const findUserById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const insertUser = (
  db: Kysely<Database>,
  user: { email: string; passwordHash: string; userType: UserType; isActive?: boolean },
) =>
  db
    .insertInto('users')
    .values({
      email: user.email,
      password_hash: user.passwordHash,
      user_type: user.userType,
      is_active: user.isActive ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** A new account for `email`, or nothing when the address already has one (two requests racing included). */
export const insertUserUnlessTaken = (
  db: Kysely<Database>,
  user: { email: string; passwordHash: string; userType: UserType; language: string },
) =>
  db
    .insertInto('users')
    .values({ email: user.email, password_hash: user.passwordHash, user_type: user.userType, language: user.language })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();

export const updateUser = (
  db: Kysely<Database>,
  id: number,
  changes: Partial<{ password_hash: string; is_active: boolean; last_login: string; language: string }>,
) =>
  db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();

/** The profile parts a user's type may have, for the user answer and profileComplete. */
export async function findUserProfiles(db: Kysely<Database>, userId: number) {
  const [agency, university, student, universityClaim] = await Promise.all([
    // The agency the user set up (its owner) or is a member of, with their role.
    db
      .selectFrom('agencies')
      .leftJoin('agency_members', (join) =>
        join.onRef('agency_members.agency_id', '=', 'agencies.id').on('agency_members.user_id', '=', userId),
      )
      .select(['agencies.id', 'agencies.name', 'agencies.agency_slug', 'agencies.logo_key', 'agency_members.role'])
      .where((eb) => eb.or([eb('agencies.user_id', '=', userId), eb('agency_members.user_id', '=', userId)]))
      .executeTakeFirst(),
    db
      .selectFrom('universities')
      .select(['id', 'name', 'city', 'country', 'website'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('students')
      .select(['id', 'first_name', 'last_name', 'profile_completed', 'profile_completion_score'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('university_claims')
      .select(['status', 'rejection_reason'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return { agency, university, student, universityClaim };
}

/** Lets users sign in or not (admins' bulk actions). */
export const setUsersActive = (db: Kysely<Database>, ids: number[], active: boolean) =>
  ids.length
    ? db
        .updateTable('users')
        .set({ is_active: active, updated_at: new Date().toISOString() })
        .where('id', 'in', ids)
        .execute()
    : Promise.resolve([]);

/** Removes users; their profile rows and sessions cascade. */
export const deleteUsers = (db: Kysely<Database>, ids: number[]) =>
  ids.length ? db.deleteFrom('users').where('id', 'in', ids).execute() : Promise.resolve([]);
