import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import { walkedPage, walkTests, WALKED_ENTRIES } from './order-walk.ts';
import {
  countCatalogueMatches,
  countWithSortedPage,
  hasWholeWord,
  matchesCatalogueTerms,
  RANKED_MATCHES,
  type UniversityFilter,
} from './university-search.ts';

/**
 * A search or filter with more matches than this walks the catalogue's order index, testing
 * each entry against the search and filters from the index's own columns, and stops at the page;
 * fewer matches are read from the full-text index and sorted. Measured at 100,000 universities
 * on SQLite (scratch timings for tests/bench/search-mix.ts): sorting 1,000 matches costs about
 * 1 ms, walking about 0.5 µs an entry.
 */
const MANY_MATCHES = 1_000;

/**
 * The page's ids among the universities the search and filters find: walked for when they are
 * many, unless the walk ends before the page is full; else sorted.
 */
async function matchingPage(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: UniversityFilter,
  found: { terms: string[]; filters: string[]; counted: number },
  page: { offset: number; limit: number },
  total: number,
) {
  if (found.counted > MANY_MATCHES) {
    const tests = walkTests(dialect, filter, found.terms);
    const walked = await walkedPage(db, dialect, tests, page, WALKED_ENTRIES);
    if (walked.length >= Math.min(page.limit, total - page.offset)) return walked;
  }
  const last = found.terms.at(-1);
  const ranked = last !== undefined && found.counted <= RANKED_MATCHES;
  const matches = matchesCatalogueTerms(dialect, found.terms, found.filters);
  return sortedPage(db, dialect, matches, page, ranked ? hasWholeWord(dialect, last) : undefined);
}

/** The page's ids among the full-text index's matches, sorted (those with `wholeWord` first, when given). */
async function sortedPage(
  db: Kysely<Database>,
  dialect: Dialect,
  matches: Expression<SqlBool>,
  page: { offset: number; limit: number },
  wholeWord?: Expression<SqlBool>,
) {
  // The unary plus keeps SQLite from walking the order index to save the sort.
  const featuredFirst = dialect === 'sqlite' ? sql`+universities.featured` : sql`universities.featured`;
  const rows = await db
    .selectFrom('universities')
    .select('universities.id')
    .where(matches)
    .$if(wholeWord !== undefined, (query) => query.orderBy(sql`${wholeWord}`, 'desc'))
    .orderBy(featuredFirst, 'desc')
    .orderBy('universities.name')
    .orderBy('universities.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The page's ids and how many universities the search and filters find, asked of the database:
 * counted in the full-text index (on PostgreSQL with the page sorted in the same pass), no
 * further than one past `countUpTo` (or 1,000) when given; the count decides whether the page is
 * read from the full-text index and sorted (few matches) or found by walking the order index (many).
 */
export async function findInDatabase(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: UniversityFilter,
  search: { terms: string[]; filters: string[] },
  page: { offset: number; limit: number },
  countUpTo?: number,
) {
  const { terms, filters } = search;
  const indexed = terms.length > 0 || filters.length > 0;
  const upTo = countUpTo === undefined ? undefined : Math.max(countUpTo, MANY_MATCHES);
  const found: { counted: number; ids?: number[] } = !indexed
    ? { counted: await countAllUniversities(db, upTo) }
    : dialect === 'postgres'
      ? await countWithSortedPage(db, terms, filters, page, upTo)
      : { counted: await countCatalogueMatches(db, terms, filters, upTo) };
  const { counted } = found;
  const total = countUpTo !== undefined && counted > countUpTo ? countUpTo : counted;
  if (page.offset >= total) return { counted, ids: [] };
  const ids = !indexed
    ? await walkedPage(db, dialect, [], page)
    : (found.ids ?? (await matchingPage(db, dialect, filter, { terms, filters, counted }, page, total)));
  return { counted, ids };
}

/** How many universities there are, counting no further than one past `upTo` when given. */
async function countAllUniversities(db: Kysely<Database>, upTo?: number) {
  const all = db.selectFrom('universities').select(sql<number>`1`.as('one'));
  const { total } = await db
    .selectFrom((upTo === undefined ? all : all.limit(upTo + 1)).as('matches'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}
