import type { Insertable, Kysely, Updateable } from 'kysely';
import type { AgencyTable } from '../../db/tables/agency.table.ts';
import type { Database } from '../../db/tables/database.ts';

/** An agency with its user's e-mail and its counts of students and applications. */
export const findAgencyByUser = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('agencies')
    .innerJoin('users', 'users.id', 'agencies.user_id')
    .selectAll('agencies')
    .select('users.email')
    .select((eb) => [
      eb.selectFrom('students').select((s) => s.fn.countAll<number>().as('n')).whereRef('students.agency_id', '=', 'agencies.id').as('student_count'),
      eb
        .selectFrom('applications')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('applications.agency_id', '=', 'agencies.id')
        .as('application_count'),
    ])
    .where('agencies.user_id', '=', userId)
    .executeTakeFirst();

export type AgencyRow = NonNullable<Awaited<ReturnType<typeof findAgencyByUser>>>;

export const insertAgency = (db: Kysely<Database>, values: Insertable<AgencyTable>) =>
  db.insertInto('agencies').values(values).returning('id').executeTakeFirstOrThrow();

export const updateAgency = (db: Kysely<Database>, agencyId: number, changes: Updateable<AgencyTable>) =>
  db.updateTable('agencies').set({ ...changes, updated_at: new Date().toISOString() }).where('id', '=', agencyId).execute();
