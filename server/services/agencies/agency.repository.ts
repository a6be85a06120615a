import type { Insertable, Kysely, Updateable } from 'kysely';
import type { AgencyTable } from '#server/db/tables/agency.table.ts';
import type { Database } from '#server/db/tables/database.ts';

/** Agencies with their user's e-mail and their counts of students and applications. */
export const agenciesWithCounts = (db: Kysely<Database>) =>
  db
    .selectFrom('agencies')
    .innerJoin('users', 'users.id', 'agencies.user_id')
    .selectAll('agencies')
    .select('users.email')
    .select((eb) => [
      eb
        .selectFrom('students')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('students.agency_id', '=', 'agencies.id')
        .as('student_count'),
      eb
        .selectFrom('applications')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('applications.agency_id', '=', 'agencies.id')
        .as('application_count'),
    ]);

/** The agency of this user, with e-mail and counts. */
export const findAgencyByUser = (db: Kysely<Database>, userId: number) =>
  agenciesWithCounts(db).where('agencies.user_id', '=', userId).executeTakeFirst();

export type AgencyRow = NonNullable<Awaited<ReturnType<typeof findAgencyByUser>>>;

export const insertAgency = (db: Kysely<Database>, values: Insertable<AgencyTable>) =>
  db.insertInto('agencies').values(values).returning('id').executeTakeFirstOrThrow();

export const updateAgency = (db: Kysely<Database>, agencyId: number, changes: Updateable<AgencyTable>) =>
  db
    .updateTable('agencies')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', agencyId)
    .execute();

/** The id of the agency of this user, or undefined. */
export const findAgencyIdByUser = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('agencies').select('id').where('user_id', '=', userId).executeTakeFirst();

/** The slugs taken among `base` and `base-…`. */
export const slugsLike = async (db: Kysely<Database>, base: string) =>
  (
    await db
      .selectFrom('agencies')
      .select('agency_slug')
      .where((eb) => eb.or([eb('agency_slug', '=', base), eb('agency_slug', 'like', `${base}-%`)]))
      .execute()
  ).map((row) => row.agency_slug);

/** The stored logo of the agency of this user. */
export const findLogoByUser = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('agencies').select(['id', 'agency_slug', 'logo_key']).where('user_id', '=', userId).executeTakeFirst();

/** The stored logo of the agency with this widget slug (any case). */
export const findLogoBySlug = (db: Kysely<Database>, slug: string) =>
  db.selectFrom('agencies').select('logo_key').where('agency_slug', '=', slug.toLowerCase()).executeTakeFirst();

/** PostgreSQL: holds the agency row until the transaction ends (SQLite has one writer anyway). */
export const lockAgency = (trx: Kysely<Database>, agencyId: number) =>
  trx.selectFrom('agencies').select('id').where('id', '=', agencyId).forUpdate().execute();
