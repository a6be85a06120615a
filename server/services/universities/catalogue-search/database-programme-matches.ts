import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import { NAMED_PER_UNIVERSITY, type MatchedProgram } from './programme-matches.ts';
import { matchesCatalogueTerms } from './university-search.ts';

/** Every term starts a word of the programme's own stored words (name, Arabic name, level, languages), as the programme index reads them. */
function ownWordsHold(dialect: Dialect, terms: string[]): Expression<SqlBool> {
  const startsWord = (term: string) =>
    dialect === 'postgres'
      ? sql<SqlBool>`strpos(p.search_words, ${` ${term}`}) > 0`
      : sql<SqlBool>`instr(p.search_words, ${` ${term}`}) > 0`;
  return sql<SqlBool>`(${sql.join(terms.map(startsWord), sql` AND `)})`;
}

/**
 * The universities found only by their programmes, asked of the database while the indexes are
 * not there (just after a change, or while a large catalogue's are built), as
 * `universitiesByProgrammes` finds them in the indexes: those with a programme whose own words
 * hold every term, that the filters admit and that their own words do not find, in catalogue order
 * (the featured, then by name and id). Counted no further than one past `upTo`; the ids of the first `take`.
 */
export async function universitiesByProgrammesInDatabase(
  db: Kysely<Database>,
  dialect: Dialect,
  terms: string[],
  filters: string[],
  take: number,
  upTo: number,
): Promise<{ counted: number; ids: number[] }> {
  const rows = await db
    .selectFrom('universities')
    .select('universities.id')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('programs as p')
          .select('p.id')
          .whereRef('p.university_id', '=', 'universities.id')
          .where(ownWordsHold(dialect, terms)),
      ),
    )
    .where(sql<SqlBool>`NOT ${matchesCatalogueTerms(dialect, terms, [])}`)
    .$if(filters.length > 0, (query) => query.where(matchesCatalogueTerms(dialect, [], filters)))
    .orderBy('universities.featured', 'desc')
    .orderBy('universities.name')
    .orderBy('universities.id')
    .$if(Number.isFinite(upTo), (query) => query.limit(upTo + 1))
    .execute();
  return { counted: rows.length, ids: rows.slice(0, take).map((row) => row.id) };
}

/** For each university given, the first programmes (by name) whose own words hold every term, asked of the database; universities without any left out. */
export async function matchedProgrammesInDatabase(
  db: Kysely<Database>,
  dialect: Dialect,
  terms: string[],
  universityIds: number[],
): Promise<Record<string, MatchedProgram[]>> {
  if (!terms.length || !universityIds.length) return {};
  const rows = await db
    .selectFrom('programs as p')
    .select(['p.id', 'p.name', 'p.level', 'p.university_id'])
    .where('p.university_id', 'in', universityIds)
    .where(ownWordsHold(dialect, terms))
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();
  const byUniversity = new Map<number, MatchedProgram[]>();
  for (const row of rows) {
    const named = byUniversity.get(row.university_id) ?? [];
    if (named.length < NAMED_PER_UNIVERSITY) named.push({ id: row.id, name: row.name, level: row.level });
    byUniversity.set(row.university_id, named);
  }
  // In the order of the universities given, as the index's answer is.
  return Object.fromEntries(
    universityIds.flatMap((id) => (byUniversity.has(id) ? [[String(id), byUniversity.get(id)!]] : [])),
  );
}
