import type { Insertable, Kysely, Updateable } from 'kysely';
import { programmeSearchWords } from '#server/db/catalogue-words.ts';
import type { Database } from '#server/db/tables/database.ts';

export const findProgram = (db: Kysely<Database>, universityId: number, id: number) =>
  db
    .selectFrom('programs')
    .selectAll()
    .where('id', '=', id)
    .where('university_id', '=', universityId)
    .executeTakeFirst();

export const insertProgram = (db: Kysely<Database>, values: Insertable<Database['programs']>) =>
  db
    .insertInto('programs')
    .values({ ...values, search_words: programmeSearchWords(values) })
    .returning('id')
    .executeTakeFirstOrThrow();

/** Stores a programme's search words anew from its name, Arabic name, level and languages. */
async function refoldProgram(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('programs')
    .select(['name', 'name_ar', 'level', 'languages'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (row)
    await db
      .updateTable('programs')
      .set({ search_words: programmeSearchWords(row) })
      .where('id', '=', id)
      .execute();
}

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
  const updated = Number(result.numUpdatedRows) > 0;
  if (updated && ['name', 'name_ar', 'level', 'languages'].some((column) => column in changes))
    await refoldProgram(db, id);
  return updated;
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
