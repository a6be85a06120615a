import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { RankingTier } from '#sdk/schemas/enums';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import { searchWords } from '#server/db/catalogue-words.ts';
import {
  countCatalogueMatches,
  countWithSortedPage,
  filterTerms,
  matchesCatalogueTerms,
  RANK_LIMITS,
  searchTerms,
} from './university-search.ts';
import { catalogueRevision } from './catalogue-cache.ts';
import { findInCatalogueIndex } from './catalogue-index/catalogue-index.ts';
import { catalogueIndexAt } from './catalogue-index/index-keeper.ts';

export interface UniversityFilter {
  search?: string;
  country?: string;
  specialty?: string;
  featured?: boolean;
  rankingTier?: RankingTier;
}

/**
 * A search or filter with more matches than this walks the catalogue's order index, testing
 * each entry against the search and filters from the index's own columns, and stops at the page;
 * fewer matches are read from the full-text index and sorted. Measured at 100,000 universities
 * on SQLite (scratch timings for tests/bench/search-mix.ts): sorting 1,000 matches costs about
 * 1 ms, walking about 0.5 µs an entry.
 */
const MANY_MATCHES = 1_000;

/**
 * The walk reads at most this many entries of the order index (about 5 ms on SQLite): matches
 * bunched late in the order ("Université", whose names sort under U) are sorted instead.
 */
const WALKED_ENTRIES = 10_000;

/** The order index's columns the walk reads: PostgreSQL's includes the catalogue terms. */
const WALK_COLUMNS: Record<Dialect, string> = {
  sqlite: 'id, featured, name, search_words, country, specialties, best_rank',
  postgres: 'id, featured, name, catalogue_terms',
};

/**
 * The walk's tests, on the order index's own columns: on PostgreSQL the catalogue terms (words
 * and filters), on SQLite the folded words and the filtered columns.
 */
function walkTests(dialect: Dialect, filter: UniversityFilter, terms: string[]): Expression<SqlBool>[] {
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
async function walkedPage(
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
  return sortedPage(db, dialect, matchesCatalogueTerms(dialect, found.terms, found.filters), page);
}

/** The page's ids among the full-text index's matches, sorted. */
async function sortedPage(
  db: Kysely<Database>,
  dialect: Dialect,
  matches: Expression<SqlBool>,
  page: { offset: number; limit: number },
) {
  // The unary plus keeps SQLite from walking the order index to save the sort.
  const featuredFirst = dialect === 'sqlite' ? sql`+universities.featured` : sql`universities.featured`;
  const rows = await db
    .selectFrom('universities')
    .select('universities.id')
    .where(matches)
    .orderBy(featuredFirst, 'desc')
    .orderBy('universities.name')
    .orderBy('universities.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => row.id);
}

/** The columns the API presents: not the search vector, image key, owner or bookkeeping. */
export const UNIVERSITY_COLUMNS = [
  'universities.id',
  'universities.name',
  'universities.country',
  'universities.city',
  'universities.website',
  'universities.image_url',
  'universities.specialties',
  'universities.featured',
  'universities.description',
  'universities.founded',
  'universities.students_total',
  'universities.university_type',
  'universities.phone',
  'universities.email',
  'universities.application_fee',
  'universities.response_time_days',
  'universities.qs_rank',
  'universities.the_rank',
  'universities.tuition_range_min',
  'universities.tuition_range_max',
  'universities.admission_requirements',
  'universities.language_requirements',
  'universities.created_at',
] as const;
export type UniversityColumn = (typeof UNIVERSITY_COLUMNS)[number] extends `universities.${infer C}` ? C : never;

export const programCount = (eb: ExpressionBuilder<Database, 'universities'>) =>
  eb
    .selectFrom('programs')
    .select((sub) => sub.fn.countAll<number>().as('n'))
    .whereRef('programs.university_id', '=', 'universities.id')
    .as('program_count');

/**
 * The page's ids and how many universities the search and filters find, asked of the database:
 * counted in the full-text index (on PostgreSQL with the page sorted in the same pass), no
 * further than one past `countUpTo` (or 1,000) when given; the count decides whether the page is
 * read from the full-text index and sorted (few matches) or found by walking the order index (many).
 */
async function findInDatabase(
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

/**
 * The ids of one page of universities (featured first, then by name) and the total. With
 * `countUpTo`, the count stops past that many: the total is then `countUpTo` and
 * `totalIsLowerBound` is true. The ids come from this process's catalogue index when it reflects
 * the catalogue's revision (read now, unless the caller read it), else from the database.
 */
export async function findUniversityPage(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: UniversityFilter,
  page: { offset: number; limit: number },
  countUpTo?: number,
  revision?: number,
) {
  const search = { terms: filter.search ? searchTerms(filter.search) : [], filters: filterTerms(filter) };
  const index = catalogueIndexAt(db, revision ?? (await catalogueRevision(db)));
  const { counted, ids } = index
    ? findInCatalogueIndex(index, search.terms, search.filters, page, countUpTo ?? Number.POSITIVE_INFINITY)
    : await findInDatabase(db, dialect, filter, search, page, countUpTo);
  const totalIsLowerBound = countUpTo !== undefined && counted > countUpTo;
  return { ids, total: totalIsLowerBound ? countUpTo : counted, totalIsLowerBound };
}

/** The universities of these ids as the API presents them (with their programme count), in catalogue order. */
export const universityRows = (db: Kysely<Database>, ids: number[]) =>
  ids.length
    ? db
        .selectFrom('universities')
        .select(UNIVERSITY_COLUMNS)
        .select(programCount)
        .where('universities.id', 'in', ids)
        .orderBy('universities.featured', 'desc')
        .orderBy('universities.name')
        .orderBy('universities.id')
        .execute()
    : Promise.resolve([]);

/** One page of universities with the total, as `findUniversityPage` finds them. */
export async function listUniversities(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: UniversityFilter,
  page: { offset: number; limit: number },
  countUpTo?: number,
) {
  const { ids, total, totalIsLowerBound } = await findUniversityPage(db, dialect, filter, page, countUpTo);
  return { rows: await universityRows(db, ids), total, totalIsLowerBound };
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

export const findUniversity = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('universities')
    .select(UNIVERSITY_COLUMNS)
    .select(programCount)
    .where('universities.id', '=', id)
    .executeTakeFirst();

export const findPrograms = (db: Kysely<Database>, universityId: number) =>
  db
    .selectFrom('programs')
    .selectAll()
    .where('university_id', '=', universityId)
    .orderBy('name')
    .orderBy('id')
    .execute();

/** Countries with their number of universities, most first. */
export const countUniversitiesByCountry = (db: Kysely<Database>) =>
  db
    .selectFrom('universities')
    .select(['country as name', (eb) => eb.fn.countAll<number>().as('universityCount')])
    .groupBy('country')
    .orderBy('universityCount', 'desc')
    .orderBy('country')
    .execute();

/**
 * Every specialty name once, alphabetically. The names are few and the rows many (five per
 * university), so the query hops from one name to the next in the name index rather than
 * reading every row: a loose index scan, written as a recursive query for both databases.
 */
export async function listSpecialties(db: Kysely<Database>) {
  const { rows } = await sql<{ name: string }>`
    WITH RECURSIVE names(name) AS (
      SELECT min(name) FROM university_specialties
      UNION ALL
      SELECT (SELECT min(s.name) FROM university_specialties s WHERE s.name > names.name) FROM names WHERE names.name IS NOT NULL
    )
    SELECT name FROM names WHERE name IS NOT NULL`.execute(db);
  return rows;
}

export type UniversityValues = Omit<
  import('kysely').Insertable<Database['universities']>,
  'specialties' | 'best_rank' | 'search_words'
> & {
  specialties?: string[];
};
export type ProgramValues = Omit<import('kysely').Insertable<Database['programs']>, 'university_id'>;

const bestRank = (u: { qs_rank?: number | null; the_rank?: number | null }) => {
  const ranks = [u.qs_rank, u.the_rank].filter((r): r is number => typeof r === 'number');
  return ranks.length ? Math.min(...ranks) : null;
};

export interface NewUniversity {
  university: UniversityValues;
  programs?: ProgramValues[];
}

/** Rows per multi-row insert: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const ROWS_PER_INSERT = 500;

const inChunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / ROWS_PER_INSERT) }, (_, i) =>
    rows.slice(i * ROWS_PER_INSERT, (i + 1) * ROWS_PER_INSERT),
  );

/**
 * Adds universities with their specialty rows and programmes in multi-row inserts, and answers
 * their ids in the order given (which is what lets the synthetic generator fill 100,000
 * universities quickly). Call inside a transaction.
 */
export async function insertUniversities(db: Kysely<Database>, batch: NewUniversity[]): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of inChunks(batch)) {
    const inserted = await db
      .insertInto('universities')
      .values(
        chunk.map(({ university }) => {
          const specialties = [...new Set(university.specialties ?? [])];
          return {
            ...university,
            specialties: JSON.stringify(specialties),
            best_rank: bestRank(university),
            search_words: searchWords({ ...university, specialties }),
          };
        }),
      )
      .returning('id')
      .execute();
    // Both databases number the rows of one insert in the order of its values, but neither
    // promises the order of RETURNING; sorting the ids restores the pairing.
    ids.push(...inserted.map((row) => row.id).sort((a, b) => a - b));
  }
  const specialtyRows = batch.flatMap(({ university }, i) =>
    [...new Set(university.specialties ?? [])].map((name) => ({ university_id: ids[i], name })),
  );
  const programRows = batch.flatMap(({ programs = [] }, i) =>
    programs.map((program) => ({ ...program, university_id: ids[i] })),
  );
  for (const rows of inChunks(specialtyRows)) await db.insertInto('university_specialties').values(rows).execute();
  for (const rows of inChunks(programRows)) await db.insertInto('programs').values(rows).execute();
  return ids;
}

/** Adds a university with its specialty rows and programmes; call inside a transaction. */
export async function insertUniversity(db: Kysely<Database>, values: UniversityValues, programs: ProgramValues[] = []) {
  const [id] = await insertUniversities(db, [{ university: values, programs }]);
  return id;
}

/** Changes a university; specialties replace the old list. Call inside a transaction. */
export async function updateUniversity(db: Kysely<Database>, id: number, values: Partial<UniversityValues>) {
  const { specialties, ...rest } = values;
  const changes: Record<string, unknown> = { ...rest, updated_at: new Date().toISOString() };
  if (specialties) changes.specialties = JSON.stringify([...new Set(specialties)]);
  const ranks = 'qs_rank' in values || 'the_rank' in values;
  const words = ['name', 'city', 'country', 'specialties'].some((field) => field in values);
  if (ranks || words) {
    const current = await db
      .selectFrom('universities')
      .select(['qs_rank', 'the_rank', 'name', 'city', 'country', 'specialties'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (current && ranks) changes.best_rank = bestRank({ ...current, ...values });
    if (current && words)
      changes.search_words = searchWords({
        name: values.name ?? current.name,
        city: values.city ?? current.city,
        country: values.country ?? current.country,
        specialties: specialties ?? JSON.parse(current.specialties),
      });
  }
  await db.updateTable('universities').set(changes).where('id', '=', id).execute();
  if (specialties) {
    await db.deleteFrom('university_specialties').where('university_id', '=', id).execute();
    const unique = [...new Set(specialties)];
    if (unique.length)
      await db
        .insertInto('university_specialties')
        .values(unique.map((name) => ({ university_id: id, name })))
        .execute();
  }
}

/**
 * The id ranges of `size` ids that hold universities (range n holds ids n·size+1 … (n+1)·size),
 * each with its latest change: one pass over the primary key, whatever the catalogue's size.
 */
export async function universityIdRanges(db: Kysely<Database>, size: number) {
  const range = sql<number>`(universities.id - 1) / ${sql.lit(size)}`;
  return db
    .selectFrom('universities')
    .select([range.as('range_index'), (eb) => eb.fn.max('universities.updated_at').as('lastmod')])
    .groupBy(range)
    .orderBy(range)
    .execute();
}

/** The ids and last changes of the universities with ids from `first` to `last`, read by the primary key. */
export const universitiesInIdRange = (db: Kysely<Database>, first: number, last: number) =>
  db
    .selectFrom('universities')
    .select(['id', 'updated_at'])
    .where('id', '>=', first)
    .where('id', '<=', last)
    .orderBy('id')
    .execute();
