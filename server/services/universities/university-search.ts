import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';

/** Search terms for one query: at most this many words count. */
const MAX_TERMS = 8;

/** The words of a text folded like the indexed text: lower case, accents removed, compatibility forms decomposed. */
const foldedWords = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Words of a search, as prefix terms: "tech mun" finds "Technical University of Munich" and
 * "zurich" finds "Zürich". Anything that is not a letter or a digit separates words, so no
 * full-text syntax (quotes, stars, NEAR, OR, colons) ever reaches the database.
 */
export const searchTerms = (search: string) => foldedWords(search).slice(0, MAX_TERMS);

/** Column values the FTS5 query may also require as phrases, to narrow what it finds. */
export interface ColumnPhrases {
  country?: string;
  specialties?: string;
}

/**
 * The FTS5 query of the terms: each a quoted prefix, all required; plus a phrase per column
 * value given ("country : \"czech republic\""). The phrases only narrow the matches early, in
 * the index; the exact filters still apply to the rows.
 */
export const ftsQuery = (terms: string[], columns: ColumnPhrases = {}) =>
  [
    ...terms.map((t) => `"${t}"*`),
    ...Object.entries(columns).flatMap(([column, value]) => {
      const words = value ? foldedWords(value) : [];
      return words.length ? [`${column} : "${words.join(' ')}"`] : [];
    }),
  ].join(' ');

/** The PostgreSQL tsquery of the terms: each a prefix, all required. */
export const tsQuery = (terms: string[]) => terms.map((t) => `${t}:*`).join(' & ');

/**
 * A condition on `universities.id` that uses the database's full-text index (TOOLCHAIN.md):
 * FTS5 on SQLite, the GIN-indexed, accent-folded search_vector on PostgreSQL (migration 002).
 * Every word must match as a prefix of a word of name, city, country or specialties.
 * `walkOrder` (SQLite, many matches): the unary plus keeps SQLite from looking the matches up
 * one by one and sorting them; it walks the catalogue's order index instead and stops at the page.
 */
export function matchesSearch(
  dialect: Dialect,
  terms: string[],
  options: ColumnPhrases & { walkOrder?: boolean } = {},
): Expression<SqlBool> {
  if (dialect === 'postgres')
    return sql<SqlBool>`universities.search_vector @@ to_tsquery('simple', ${tsQuery(terms)})`;
  const { walkOrder, ...columns } = options;
  const id = walkOrder ? sql`+universities.id` : sql`universities.id`;
  return sql<SqlBool>`${id} IN (SELECT rowid FROM universities_fts WHERE universities_fts MATCH ${ftsQuery(terms, columns)})`;
}

/**
 * How many universities the terms (and column phrases) find on SQLite, counted in the FTS5 index
 * alone, stopping past `upTo` when given: exact for terms alone, at least the universities the
 * filters find with phrases.
 */
export async function countFtsMatches(db: Kysely<Database>, terms: string[], columns: ColumnPhrases, upTo?: number) {
  const limit = upTo === undefined ? sql`` : sql`LIMIT ${upTo + 1}`;
  const { rows } = await sql<{ total: number }>`SELECT count(*) AS total FROM (
    SELECT 1 FROM universities_fts WHERE universities_fts MATCH ${ftsQuery(terms, columns)} ${limit}
  )`.execute(db);
  return Number(rows[0].total);
}
