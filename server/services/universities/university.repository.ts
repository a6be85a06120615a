import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import { readOtherNames } from '#server/db/catalogue-names/stored-other-names.ts';
import { programmeSearchWords, searchWords } from '#server/db/catalogue-words.ts';

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
  const names = await readOtherNames(db);
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
            search_words: searchWords({ ...university, specialties }, names),
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
    programs.map((program) => ({ ...program, university_id: ids[i], search_words: programmeSearchWords(program) })),
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
      changes.search_words = searchWords(
        {
          name: values.name ?? current.name,
          city: values.city ?? current.city,
          country: values.country ?? current.country,
          specialties: specialties ?? JSON.parse(current.specialties),
        },
        await readOtherNames(db),
      );
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

/** The names and places of some universities (the type-ahead's labels). */
export const universityPlaces = (db: Kysely<Database>, ids: number[]) =>
  ids.length
    ? db.selectFrom('universities').select(['id', 'name', 'city', 'country']).where('id', 'in', ids).execute()
    : Promise.resolve([]);
