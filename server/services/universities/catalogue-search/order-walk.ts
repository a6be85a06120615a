import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import { filterTerms, matchesCatalogueTerms, RANK_LIMITS, type UniversityFilter } from './university-search.ts';

/**
 * The walk reads at most this many entries of the order index (about 5 ms on SQLite): matches
 * bunched late in the order ("Université", whose names sort under U) are sorted instead.
 */
export const WALKED_ENTRIES = 10_000;

/** The order index's columns the walk reads: PostgreSQL's includes the catalogue terms. */
const WALK_COLUMNS: Record<Dialect, string> = {
  sqlite: 'id, featured, name, search_words, country, specialties, best_rank',
  postgres: 'id, featured, name, catalogue_terms',
};

/**
 * The walk's tests, on the order index's own columns: on PostgreSQL the catalogue terms (words
 * and filters), on SQLite the folded words and the filtered columns.
 */
export function walkTests(dialect: Dialect, filter: UniversityFilter, terms: string[]): Expression<SqlBool>[] {
  if (dialect === 'postgres') {
    const filters = filterTerms(filter);
    return terms.length || filters.length ? [matchesCatalogueTerms(dialect, terms, filters)] : [];
  }
  const worst = filter.rankingTier && RANK_LIMITS[filter.rankingTier];
  return [
    ...terms.map((term) => sql<SqlBool>`instr(universities.search_words, ${` ${term}`}) > 0`),
    ...(filter.country ? [sql<SqlBool>`lower(universities.country) = ${filter.country.toLowerCase()}`] : []),
    // The specialties as the JSON list holds them: each name quoted.
    ...(filter.specialty
      ? [sql<SqlBool>`instr(lower(universities.specialties), ${JSON.stringify(filter.specialty.toLowerCase())}) > 0`]
      : []),
    ...(filter.featured === undefined ? [] : [sql<SqlBool>`universities.featured = ${filter.featured}`]),
    ...(filter.rankingTier
      ? [
          worst === null
            ? sql<SqlBool>`universities.best_rank IS NOT NULL`
            : sql<SqlBool>`universities.best_rank <= ${worst}`,
        ]
      : []),
  ];
}

const CATALOGUE_ORDER = sql`featured DESC, name, id`;

/** The page's ids found by walking the order index, reading at most `entries` of it when given. */
export async function walkedPage(
  db: Kysely<Database>,
  dialect: Dialect,
  tests: Expression<SqlBool>[],
  page: { offset: number; limit: number },
  entries?: number,
) {
  const walked =
    entries === undefined
      ? sql`universities`
      : sql`(SELECT ${sql.raw(WALK_COLUMNS[dialect])} FROM universities ORDER BY ${CATALOGUE_ORDER} LIMIT ${entries}) AS universities`;
  const where = tests.length ? sql`WHERE ${sql.join(tests, sql` AND `)}` : sql``;
  const { rows } = await sql<{ id: number }>`SELECT universities.id FROM ${walked} ${where}
    ORDER BY ${CATALOGUE_ORDER} LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  return rows.map((row) => row.id);
}
