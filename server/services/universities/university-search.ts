import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/connect.ts';
import type { Database } from '../../db/tables/database.ts';

/** Search terms for one query: at most this many words count. */
const MAX_TERMS = 8;

/**
 * Words of a search, folded like the indexed text (lower case, accents removed, compatibility
 * forms decomposed), as prefix terms: "tech mun" finds "Technical University of Munich" and
 * "zurich" finds "Zürich". Anything that is not a letter or a digit separates words, so no
 * full-text syntax (quotes, stars, NEAR, OR, colons) ever reaches the database.
 */
export const searchTerms = (search: string) =>
  search
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS);

/** The FTS5 query of the terms: each a quoted prefix, all required. */
export const ftsQuery = (terms: string[]) => terms.map((t) => `"${t}"*`).join(' ');

/** The PostgreSQL tsquery of the terms: each a prefix, all required. */
export const tsQuery = (terms: string[]) => terms.map((t) => `${t}:*`).join(' & ');

/**
 * A condition on `universities.id` that uses the database's full-text index (TOOLCHAIN.md):
 * FTS5 on SQLite, the GIN-indexed, accent-folded search_vector on PostgreSQL (migration 002).
 * Every word must match as a prefix of a word of name, city, country or specialties.
 */
export function matchesSearch(dialect: Dialect, terms: string[]): Expression<SqlBool> {
  if (dialect === 'postgres') return sql<SqlBool>`universities.search_vector @@ to_tsquery('simple', ${tsQuery(terms)})`;
  return sql<SqlBool>`universities.id IN (SELECT rowid FROM universities_fts WHERE universities_fts MATCH ${ftsQuery(terms)})`;
}

/** How many universities the terms find on SQLite, counted in the FTS5 index alone. */
export async function countFtsMatches(db: Kysely<Database>, terms: string[]): Promise<number> {
  const { rows } = await sql<{ total: number }>`SELECT count(*) AS total FROM universities_fts WHERE universities_fts MATCH ${ftsQuery(terms)}`.execute(db);
  return Number(rows[0].total);
}
