import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { RANKING_TIERS, type RankingTier } from '#sdk/schemas/enums';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';

import { queryWords } from './query-words.ts';

/**
 * A search that finds at most this many universities is ranked: those with its last term as a
 * whole word ("roma", "po") before those where it only starts a word ("romania", "politecnico"),
 * each in catalogue order. More are shown in catalogue order (a page is found without sorting them).
 */
export const RANKED_MATCHES = 1_000;

/** The last search term as a whole word: SQLite's stored words hold each between spaces, PostgreSQL's terms as a lexeme. */
export const hasWholeWord = (dialect: Dialect, term: string): Expression<SqlBool> =>
  dialect === 'postgres'
    ? sql<SqlBool>`universities.catalogue_terms @@ ${`'${term}'`}::tsquery`
    : sql<SqlBool>`instr(universities.search_words, ${` ${term} `}) > 0`;

/** The terms of a search (query-words.ts). */
export const searchTerms = (search: string) => queryWords(search).map((word) => word.term);

export interface CatalogueFilters {
  country?: string;
  specialty?: string;
  featured?: boolean;
  rankingTier?: RankingTier;
}

export interface UniversityFilter {
  search?: string;
  country?: string;
  specialty?: string;
  featured?: boolean;
  rankingTier?: RankingTier;
}

/** A name as one index token: the hex of its lower-case UTF-8 bytes. */
export const lowerCaseHex = (value: string) => Buffer.from(value.toLowerCase(), 'utf8').toString('hex');

/** The worst rank each tier admits; `ranked` admits any rank (a bound would overflow PostgreSQL's integer). */
export const RANK_LIMITS: Record<RankingTier, number | null> = { top100: 100, top200: 200, top500: 500, ranked: null };

/** A country's filter term: one hex token of its lower-case name (compared as the filters always were: lower(name) = the value in lower case). */
export const countryTerm = (country: string) => `c${lowerCaseHex(country)}`;
/** A specialty's filter term, made as a country's. */
export const specialtyTerm = (specialty: string) => `s${lowerCaseHex(specialty)}`;
export const featuredTerm = (featured: boolean) => (featured ? 'featured' : 'notfeatured');
/** The ranking tiers a best rank is in. */
export const tiersOf = (bestRank: number | null): RankingTier[] =>
  bestRank === null
    ? []
    : RANKING_TIERS.filter((tier) => {
        const worst = RANK_LIMITS[tier];
        return worst === null || bestRank <= worst;
      });

/**
 * The filters as the full-text index holds them (migration 2026-11-25-020): a country or a
 * specialty as its term above, featured or notfeatured, and the ranking tier's name. A university
 * holds its country's, each specialty's, featured or notfeatured, and each tier its best rank is in.
 */
export const filterTerms = (filters: CatalogueFilters) =>
  [
    filters.country && countryTerm(filters.country),
    filters.specialty && specialtyTerm(filters.specialty),
    filters.featured !== undefined && featuredTerm(filters.featured),
    filters.rankingTier,
  ].filter((term): term is string => Boolean(term));

/** The FTS5 query: each search term a quoted prefix of a word, each filter term a token, all required. */
export const ftsQuery = (terms: string[], filters: string[]) =>
  [...terms.map((t) => `words : "${t}"*`), ...filters.map((f) => `filters : ${f}`)].join(' ');

/** The PostgreSQL tsquery, read as is (no parser): prefix lexemes, and filter lexemes marked '#'. */
export const tsQuery = (terms: string[], filters: string[]) =>
  [...terms.map((t) => `'${t}':*`), ...filters.map((f) => `'#${f}'`)].join(' & ');

/**
 * A condition on `universities.id` that the database's full-text index answers on its own:
 * FTS5 on SQLite, the GIN-indexed catalogue_terms on PostgreSQL. Every search term must start a
 * word of name, city, country or specialties, and every filter must hold.
 */
export function matchesCatalogueTerms(dialect: Dialect, terms: string[], filters: string[]): Expression<SqlBool> {
  if (dialect === 'postgres') return sql<SqlBool>`universities.catalogue_terms @@ ${tsQuery(terms, filters)}::tsquery`;
  return sql<SqlBool>`universities.id IN (SELECT rowid FROM catalogue_search WHERE catalogue_search MATCH ${ftsQuery(terms, filters)})`;
}

/** SQLite: how many universities the terms find, counted in the FTS5 index alone, stopping past `upTo` when given. */
export async function countCatalogueMatches(db: Kysely<Database>, terms: string[], filters: string[], upTo?: number) {
  const limit = upTo === undefined ? sql`` : sql`LIMIT ${upTo + 1}`;
  const { rows } = await sql<{ total: number }>`SELECT count(*) AS total FROM (
    SELECT 1 FROM catalogue_search WHERE catalogue_search MATCH ${ftsQuery(terms, filters)} ${limit}
  ) AS matches`.execute(db);
  return Number(rows[0].total);
}

/**
 * PostgreSQL: how many universities the terms find (stopping past `upTo` when given) and the
 * page's ids among them, sorted, in one pass over the matching rows (GIN cannot count without
 * visiting them). The ids are the page's only when every match was counted.
 */
export async function countWithSortedPage(
  db: Kysely<Database>,
  terms: string[],
  filters: string[],
  page: { offset: number; limit: number },
  upTo?: number,
) {
  const limit = upTo === undefined ? sql`` : sql`LIMIT ${upTo + 1}`;
  const last = terms.at(-1);
  // Ranked (RANKED_MATCHES) when they are few: the last term as a whole word first.
  const whole = last === undefined ? sql`false` : hasWholeWord('postgres', last);
  const { rows } = await sql<{ total: string; id: number | null }>`
    WITH matches AS MATERIALIZED (
      SELECT id, featured, name, ${whole} AS whole FROM universities WHERE ${matchesCatalogueTerms('postgres', terms, filters)} ${limit}
    )
    SELECT counted.total, paged.id FROM (SELECT count(*) AS total FROM matches) AS counted
    LEFT JOIN LATERAL (
      SELECT id FROM matches ORDER BY (counted.total <= ${RANKED_MATCHES} AND whole) DESC, featured DESC, name, id
      LIMIT ${page.limit} OFFSET ${page.offset}
    ) AS paged ON true`.execute(db);
  const counted = Number(rows[0].total);
  const complete = upTo === undefined || counted <= upTo;
  return { counted, ids: complete ? rows.flatMap((row) => (row.id === null ? [] : [row.id])) : undefined };
}
