import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { RankingTier } from '#sdk/schemas/enums';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import { countFtsMatches, matchesSearch, searchTerms } from './university-search.ts';

export interface UniversityFilter {
  search?: string;
  country?: string;
  specialty?: string;
  featured?: boolean;
  rankingTier?: RankingTier;
}

/** The worst rank each tier admits; `ranked` admits any rank (a bound would overflow PostgreSQL's integer). */
const RANK_LIMITS: Record<RankingTier, number | null> = { top100: 100, top200: 200, top500: 500, ranked: null };

/**
 * On SQLite, a filter that matches at least this many universities is applied while walking the
 * catalogue's order index, so the first page stops early; fewer matches are read first and
 * sorted. Measured by tests/bench/catalogue.ts at 100,000 universities: walking costs at most a
 * few milliseconds however rare the matches, sorting grows with them (60 ms at 50,000).
 */
const DENSE_MATCHES = 1_000;

/**
 * On SQLite, a search whose full-text matches are at most this many is read from the FTS5 index
 * first, each match then looked up and tested against the other filters. More matches are never
 * read that way (a lookup each costs about 1 µs): another filter's index or the order index leads,
 * and the matches are a set the rows are tested against. Measured by tests/bench/search-mix.ts:
 * without this SQLite led with the specialty's 20,000 rows for "pisa" (99 matches), 60 ms.
 */
const FEW_SEARCH_MATCHES = 5_000;

interface Plan {
  /** The filter matches many rows: walk the order index rather than sort (SQLite). */
  dense?: boolean;
  /** The search matches few rows: read them from the full-text index first (SQLite). */
  searchLeads?: boolean;
}

/** Tells SQLite not to look rows up by this expression's index: a unary plus hides it. */
const notLeading = (expression: string, leads: boolean) => (leads ? sql.raw(`+${expression}`) : sql.raw(expression));

function filtered(db: Kysely<Database>, dialect: Dialect, filter: UniversityFilter, plan: Plan = {}) {
  const leads = plan.searchLeads === true;
  let query = db.selectFrom('universities');
  if (filter.country)
    query = query.where(notLeading('lower(universities.country)', leads), '=', filter.country.toLowerCase());
  if (filter.featured !== undefined)
    query = query.where(notLeading('universities.featured', leads), '=', filter.featured);
  if (filter.rankingTier) {
    const worst = RANK_LIMITS[filter.rankingTier];
    const rank = notLeading('universities.best_rank', leads);
    query = worst === null ? query.where(rank, 'is not', null) : query.where(rank, '<=', worst);
  }
  if (filter.specialty) {
    const specialty = filter.specialty.toLowerCase();
    const bySpecialty = (qb: ExpressionBuilder<Database, 'universities'>) =>
      qb
        .selectFrom('university_specialties')
        .select('university_id')
        .where(sql`lower(university_specialties.name)`, '=', specialty);
    // Many matches, or rows another index leads to (the search, a country, a tier, the featured
    // few): probe each row (one index seek); else list the specialty's universities first.
    // Listing them first costs 20,000 rows for a common specialty (25 ms on PostgreSQL).
    const otherLeads = leads || filter.search || filter.country || filter.rankingTier || filter.featured === true;
    query =
      plan.dense || otherLeads
        ? query.where((eb) =>
            eb.exists(bySpecialty(eb).whereRef('university_specialties.university_id', '=', 'universities.id')),
          )
        : query.where('universities.id', 'in', bySpecialty);
  }
  const terms = filter.search ? searchTerms(filter.search) : [];
  if (terms.length) {
    query = query.where(
      matchesSearch(dialect, terms, {
        country: filter.country,
        specialties: filter.specialty,
        walkOrder: dialect === 'sqlite' && !leads,
      }),
    );
  }
  return query;
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
 * How many universities a filter finds, counting no further than one past `upTo` when given. A
 * search alone is counted in the FTS5 index on SQLite (`searchMatches`, counted already), and a
 * specialty alone in the specialty index, without visiting the universities' rows.
 */
async function countUniversities(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: UniversityFilter,
  plan: Plan & { upTo?: number; searchMatches?: number },
): Promise<number> {
  const { search, specialty, ...rest } = filter;
  const { upTo, searchMatches } = plan;
  const alone = rest.country === undefined && rest.featured === undefined && rest.rankingTier === undefined;
  if (alone && !specialty && searchMatches !== undefined) return searchMatches;
  // A page of matches needs no more than one past the limit: the database stops there.
  const counted = <Q extends { limit(n: number): Q }>(query: Q) => (upTo === undefined ? query : query.limit(upTo + 1));
  if (alone && specialty && !search) {
    const ids = db
      .selectFrom('university_specialties')
      .select('university_id')
      .distinct()
      .where(sql`lower(university_specialties.name)`, '=', specialty.toLowerCase());
    const { total } = await db
      .selectFrom(counted(ids).as('matches'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(total);
  }
  const matches = filtered(db, dialect, filter, plan).select(sql<number>`1`.as('one'));
  const { total } = await db
    .selectFrom(counted(matches).as('matches'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/**
 * One page of universities (featured first, then by name) and the total. With `countUpTo`, the
 * count stops past that many: the total is then `countUpTo` and `totalIsLowerBound` is true.
 */
export async function listUniversities(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: UniversityFilter,
  page: { offset: number; limit: number },
  countUpTo?: number,
) {
  const terms = filter.search ? searchTerms(filter.search) : [];
  // On SQLite the FTS5 index says at once how many universities the search (with the country
  // and specialty as phrases) can find at most, which decides what leads the queries.
  const searchMatches =
    dialect === 'sqlite' && terms.length
      ? await countFtsMatches(
          db,
          terms,
          { country: filter.country, specialties: filter.specialty },
          countUpTo === undefined ? undefined : Math.max(countUpTo, FEW_SEARCH_MATCHES),
        )
      : undefined;
  if (searchMatches === 0) return { rows: [], total: 0, totalIsLowerBound: false };
  const searchLeads = searchMatches !== undefined && searchMatches <= FEW_SEARCH_MATCHES;
  const counted = await countUniversities(db, dialect, filter, { searchLeads, searchMatches, upTo: countUpTo });
  const totalIsLowerBound = countUpTo !== undefined && counted > countUpTo;
  const total = totalIsLowerBound ? countUpTo : counted;
  if (page.offset >= total) return { rows: [], total, totalIsLowerBound };
  const dense = dialect === 'sqlite' && total >= DENSE_MATCHES && !searchLeads;
  // Few matches on SQLite: read them through the filters' own indexes and sort them; the unary
  // plus keeps SQLite from walking the whole order index instead to save that sort (80 ms for
  // "univ" in the top 100, whose 40,000 full-text matches no index can test row by row).
  const featuredFirst = dialect === 'sqlite' && !dense ? sql`+universities.featured` : sql`universities.featured`;
  const rows = await filtered(db, dialect, filter, { dense, searchLeads })
    .select(UNIVERSITY_COLUMNS)
    .select(programCount)
    .orderBy(featuredFirst, 'desc')
    .orderBy('universities.name')
    .orderBy('universities.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total, totalIsLowerBound };
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
  'specialties' | 'best_rank'
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
        chunk.map(({ university }) => ({
          ...university,
          specialties: JSON.stringify([...new Set(university.specialties ?? [])]),
          best_rank: bestRank(university),
        })),
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
  if ('qs_rank' in values || 'the_rank' in values) {
    const current = await db
      .selectFrom('universities')
      .select(['qs_rank', 'the_rank'])
      .where('id', '=', id)
      .executeTakeFirst();
    changes.best_rank = bestRank({ ...current, ...values });
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
