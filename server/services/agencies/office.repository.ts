import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

/** An agency's offices in the order they were opened, each with how many members and students belong to it. */
export const listOffices = (db: Kysely<Database>, agencyId: number) =>
  db
    .selectFrom('agency_offices as o')
    .select((eb) => [
      'o.id',
      'o.name',
      'o.created_at',
      eb
        .selectFrom('agency_members')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('agency_members.office_id', '=', 'o.id')
        .as('member_count'),
      eb
        .selectFrom('students')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('students.office_id', '=', 'o.id')
        .as('student_count'),
    ])
    .where('o.agency_id', '=', agencyId)
    .orderBy('o.id')
    .execute();

export type OfficeRow = Awaited<ReturnType<typeof listOffices>>[number];

export const findOffice = (db: Kysely<Database>, agencyId: number, id: number) =>
  db
    .selectFrom('agency_offices')
    .select(['id', 'name'])
    .where('agency_id', '=', agencyId)
    .where('id', '=', id)
    .executeTakeFirst();

/** The office a new agency's records go to when nobody chose one: its first. */
export const firstOffice = (db: Kysely<Database>, agencyId: number) =>
  db
    .selectFrom('agency_offices')
    .select('id')
    .where('agency_id', '=', agencyId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();

export const insertOffice = (db: Kysely<Database>, agencyId: number, name: string) =>
  db
    .insertInto('agency_offices')
    .values({ agency_id: agencyId, name, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();

export const renameOffice = (db: Kysely<Database>, id: number, name: string) =>
  db.updateTable('agency_offices').set({ name }).where('id', '=', id).execute();

/** Removes an office; its students keep no office (the foreign key sets them null). */
export const deleteOffice = (db: Kysely<Database>, id: number) =>
  db.deleteFrom('agency_offices').where('id', '=', id).executeTakeFirst();
