import type { Insertable, Kysely, Updateable } from 'kysely';
import type { AgencyTable } from '#server/db/tables/agency.table.ts';
import type { Database } from '#server/db/tables/database.ts';
import { insertOffice } from './office.repository.ts';

/** Agencies with their user's e-mail, their counts of students and applications, and the commission paid to them. */
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
        .selectFrom('students')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('students.agency_id', '=', 'agencies.id')
        .where('students.is_active', '=', true)
        .as('active_student_count'),
      eb
        .selectFrom('applications')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('applications.agency_id', '=', 'agencies.id')
        .as('application_count'),
      eb
        .selectFrom('commission_claims')
        .select((s) => s.fn.sum<number>('commission_claims.amount_eur').as('n'))
        .whereRef('commission_claims.agency_id', '=', 'agencies.id')
        .where('commission_claims.status', 'in', ['PAID', 'RECEIVED'])
        .as('paid_commission_eur'),
    ]);

/** The agency this user set up or is a member of, with its owner's e-mail and counts. */
export const findAgencyByUser = (db: Kysely<Database>, userId: number) =>
  agenciesWithCounts(db)
    .where((eb) =>
      eb.or([
        eb('agencies.user_id', '=', userId),
        eb('agencies.id', 'in', eb.selectFrom('agency_members').select('agency_id').where('user_id', '=', userId)),
      ]),
    )
    .executeTakeFirst();

export type AgencyRow = NonNullable<Awaited<ReturnType<typeof findAgencyByUser>>>;

/** A new agency, whose account becomes its OWNER member, working in its first office. */
export async function insertAgency(db: Kysely<Database>, values: Insertable<AgencyTable>) {
  const agency = await db.insertInto('agencies').values(values).returning('id').executeTakeFirstOrThrow();
  const office = await insertOffice(db, agency.id, 'Main office');
  await db
    .insertInto('agency_members')
    .values({
      agency_id: agency.id,
      user_id: values.user_id,
      role: 'OWNER',
      office_id: office.id,
      created_at: new Date().toISOString(),
    })
    .execute();
  return agency;
}

export const updateAgency = (db: Kysely<Database>, agencyId: number, changes: Updateable<AgencyTable>) =>
  db
    .updateTable('agencies')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', agencyId)
    .execute();

/** The id of the agency of this user, or undefined. */
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
