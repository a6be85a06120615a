import { type Kysely, sql } from 'kysely';
import { FOLDING_VERSION, programmeSearchWords, searchWords } from './catalogue-words.ts';
import { type OtherNames, readOtherNames } from './catalogue-names/stored-other-names.ts';
import type { Database } from './tables/database.ts';

const ROWS_PER_UPDATE = 500;

/** Stores these universities' search words anew, made with `names`, in one statement. */
export async function storeUniversityWords(
  db: Kysely<Database>,
  rows: { id: number; name: string; city: string; country: string; specialties: string | null }[],
  names: OtherNames,
) {
  if (!rows.length) return;
  const values = rows.map(
    (row) =>
      sql`(CAST(${row.id} AS integer), ${searchWords({ ...row, specialties: JSON.parse(row.specialties ?? '[]') }, names)})`,
  );
  await sql`WITH folded(id, words) AS (VALUES ${sql.join(values)})
    UPDATE universities SET search_words = (SELECT words FROM folded WHERE folded.id = universities.id)
    WHERE id IN (SELECT id FROM folded)`.execute(db);
}

/**
 * Stores every university's and programme's search words anew when they were made by other folding rules than
 * these (`FOLDING_VERSION`), a chunk at a time, then records the version: a database migrated
 * before the words existed, or folded by older rules, searches by today's rules after one start.
 * Migrations cannot do it: they are frozen in time, the rules are not. Runs under the startup lock.
 */
export async function refoldCatalogueWords(db: Kysely<Database>): Promise<void> {
  const { version } = await db
    .selectFrom('catalogue_folding')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  if (version === FOLDING_VERSION) return;
  const names = await readOtherNames(db);
  for (let after = 0; ; ) {
    const rows = await db
      .selectFrom('universities')
      .select(['id', 'name', 'city', 'country', 'specialties'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(ROWS_PER_UPDATE)
      .execute();
    if (!rows.length) break;
    await storeUniversityWords(db, rows, names);
    after = rows.at(-1)!.id;
  }
  for (let after = 0; ; ) {
    const rows = await db
      .selectFrom('programs')
      .select(['id', 'name', 'name_ar', 'level', 'languages'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(ROWS_PER_UPDATE)
      .execute();
    if (!rows.length) break;
    const values = rows.map((row) => sql`(CAST(${row.id} AS integer), ${programmeSearchWords(row)})`);
    await sql`WITH folded(id, words) AS (VALUES ${sql.join(values)})
      UPDATE programs SET search_words = (SELECT words FROM folded WHERE folded.id = programs.id)
      WHERE id IN (SELECT id FROM folded)`.execute(db);
    after = rows.at(-1)!.id;
  }
  await db.updateTable('catalogue_folding').set({ version: FOLDING_VERSION }).where('id', '=', 1).execute();
}
