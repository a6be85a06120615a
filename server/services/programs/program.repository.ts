import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

export const findProgram = (db: Kysely<Database>, universityId: number, id: number) =>
  db
    .selectFrom('programs')
    .selectAll()
    .where('id', '=', id)
    .where('university_id', '=', universityId)
    .executeTakeFirst();

export const insertProgram = (db: Kysely<Database>, values: Insertable<Database['programs']>) =>
  db.insertInto('programs').values(values).returning('id').executeTakeFirstOrThrow();

/** Changes a programme of the given university; answers whether it exists. */
export async function updateProgram(
  db: Kysely<Database>,
  universityId: number,
  id: number,
  changes: Updateable<Database['programs']>,
) {
  const result = await db
    .updateTable('programs')
    .set(changes)
    .where('id', '=', id)
    .where('university_id', '=', universityId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a programme of the given university; answers whether it existed. */
export async function deleteProgram(db: Kysely<Database>, universityId: number, id: number) {
  const result = await db
    .deleteFrom('programs')
    .where('id', '=', id)
    .where('university_id', '=', universityId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
