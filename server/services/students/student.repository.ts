import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

export const findStudentByUser = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('students').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const insertStudent = (db: Kysely<Database>, values: Insertable<Database['students']>) =>
  db.insertInto('students').values(values).returning('id').executeTakeFirstOrThrow();

/**
 * Inserts many students, a slice per statement (both databases bound a statement's parameters).
 * Every row names the same columns, a missing one as null: SQLite has no DEFAULT inside VALUES.
 */
export async function insertStudents(db: Kysely<Database>, values: Insertable<Database['students']>[]) {
  const columns = [...new Set(values.flatMap((row) => Object.keys(row)))];
  for (let i = 0; i < values.length; i += 200) {
    const slice = values
      .slice(i, i + 200)
      .map((row) => Object.fromEntries(columns.map((c) => [c, row[c as keyof typeof row] ?? null])));
    await db
      .insertInto('students')
      .values(slice as Insertable<Database['students']>[])
      .execute();
  }
}

export const updateStudent = (db: Kysely<Database>, id: number, changes: Updateable<Database['students']>) =>
  db
    .updateTable('students')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();

/** How many active students the agency has (what its plan counts). */
export const countActiveAgencyStudents = async (db: Kysely<Database>, agencyId: number) =>
  Number(
    (
      await db
        .selectFrom('students')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('agency_id', '=', agencyId)
        .where('is_active', '=', true)
        .executeTakeFirstOrThrow()
    ).count,
  );
