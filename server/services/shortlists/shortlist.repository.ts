import type { Insertable, Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

/** A student's saved programmes, newest first. */
export const findShortlist = (db: Kysely<Database>, studentId: number) =>
  db
    .selectFrom('shortlist_items')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** How many programmes a student keeps, and whether this one is among them. */
export async function shortlistHolds(db: Kysely<Database>, studentId: number, programId: number) {
  const rows = await db
    .selectFrom('shortlist_items')
    .select('program_id')
    .where('student_id', '=', studentId)
    .execute();
  return { count: rows.length, saved: rows.some((row) => row.program_id === programId) };
}

/** Saves a programme; saving it again keeps who added it first and takes the new intake. */
export const saveShortlistItem = (db: Kysely<Database>, item: Insertable<Database['shortlist_items']>) =>
  db
    .insertInto('shortlist_items')
    .values(item)
    .onConflict((conflict) =>
      conflict
        .columns(['student_id', 'program_id'])
        .doUpdateSet({ intake_id: item.intake_id, intake_start_date: item.intake_start_date }),
    )
    .execute();

/** Takes a programme off; the number of rows removed (0: it was not there). */
export async function removeShortlistItem(db: Kysely<Database>, studentId: number, programId: number) {
  const result = await db
    .deleteFrom('shortlist_items')
    .where('student_id', '=', studentId)
    .where('program_id', '=', programId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
