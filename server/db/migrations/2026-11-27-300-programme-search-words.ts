// The programme index: each programme's own searchable words,
// folded as a university's are (`programmeSearchWords`, catalogue-words.ts), so that the programme
// list's search answers the same from the database as from the index while the index is built.
// The words themselves are written at the next start: the folding version is cleared, and the
// refold (catalogue-words-refold.ts) stores every university's and programme's words anew.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('programs')
    .addColumn('search_words', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`UPDATE catalogue_folding SET version = 0 WHERE id = 1`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('programs').dropColumn('search_words').execute();
}
