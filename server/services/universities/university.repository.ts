import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { RankingTier } from '#sdk/schemas/enums';
import type { Dialect } from '../../db/connect.ts';
import type { Database } from '../../db/tables/database.ts';
import { matchesSearch, searchTerms } from './university-search.ts';

export interface UniversityFilter {
  search?: string;
  country?: string;
  specialty?: string;
  featured?: boolean;
  rankingTier?: RankingTier;
}

const RANK_LIMITS: Record<RankingTier, number> = { top100: 100, top200: 200, top500: 500, ranked: Number.MAX_SAFE_INTEGER };

function filtered(db: Kysely<Database>, dialect: Dialect, filter: UniversityFilter) {
  let query = db.selectFrom('universities');
  if (filter.country) query = query.where(sql`lower(universities.country)`, '=', filter.country.toLowerCase());
  if (filter.featured !== undefined) query = query.where('universities.featured', '=', filter.featured);
  if (filter.rankingTier) query = query.where('universities.best_rank', '<=', RANK_LIMITS[filter.rankingTier]);
  if (filter.specialty) {
    const specialty = filter.specialty;
    query = query.where('universities.id', 'in', (qb) =>
      qb.selectFrom('university_specialties').select('university_id').where(sql`lower(name)`, '=', specialty.toLowerCase()),
    );
  }
  const terms = filter.search ? searchTerms(filter.search) : [];
  if (terms.length) query = query.where(matchesSearch(db, dialect, terms));
  return query;
}

export const programCount = (eb: ExpressionBuilder<Database, 'universities'>) =>
  eb
    .selectFrom('programs')
    .select((sub) => sub.fn.countAll<number>().as('n'))
    .whereRef('programs.university_id', '=', 'universities.id')
    .as('program_count');

/** One page of universities (featured first, then by name) and the total. */
export async function listUniversities(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: UniversityFilter,
  page: { offset: number; limit: number },
) {
  const base = filtered(db, dialect, filter);
  const [rows, count] = await Promise.all([
    base
      .selectAll('universities')
      .select(programCount)
      .orderBy('universities.featured', 'desc')
      .orderBy('universities.name')
      .orderBy('universities.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export const findUniversity = (db: Kysely<Database>, id: number) =>
  db.selectFrom('universities').selectAll('universities').select(programCount).where('universities.id', '=', id).executeTakeFirst();

export const findPrograms = (db: Kysely<Database>, universityId: number) =>
  db.selectFrom('programs').selectAll().where('university_id', '=', universityId).orderBy('name').orderBy('id').execute();

/** Countries with their number of universities, most first. */
export const countUniversitiesByCountry = (db: Kysely<Database>) =>
  db
    .selectFrom('universities')
    .select(['country as name', (eb) => eb.fn.countAll<number>().as('universityCount')])
    .groupBy('country')
    .orderBy('universityCount', 'desc')
    .orderBy('country')
    .execute();

export const listSpecialties = (db: Kysely<Database>) =>
  db.selectFrom('university_specialties').select('name').distinct().orderBy('name').execute();

export type UniversityValues = Omit<import('kysely').Insertable<Database['universities']>, 'specialties' | 'best_rank'> & {
  specialties?: string[];
};
export type ProgramValues = Omit<import('kysely').Insertable<Database['programs']>, 'university_id'>;

const bestRank = (u: { qs_rank?: number | null; the_rank?: number | null }) => {
  const ranks = [u.qs_rank, u.the_rank].filter((r): r is number => typeof r === 'number');
  return ranks.length ? Math.min(...ranks) : null;
};

/** Adds a university with its specialty rows and programmes; call inside a transaction. */
export async function insertUniversity(db: Kysely<Database>, values: UniversityValues, programs: ProgramValues[] = []) {
  const specialties = [...new Set(values.specialties ?? [])];
  const { id } = await db
    .insertInto('universities')
    .values({ ...values, specialties: JSON.stringify(specialties), best_rank: bestRank(values) })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (specialties.length) await db.insertInto('university_specialties').values(specialties.map((name) => ({ university_id: id, name }))).execute();
  if (programs.length) await db.insertInto('programs').values(programs.map((p) => ({ ...p, university_id: id }))).execute();
  return id;
}

/** Changes a university; specialties replace the old list. Call inside a transaction. */
export async function updateUniversity(db: Kysely<Database>, id: number, values: Partial<UniversityValues>) {
  const { specialties, ...rest } = values;
  const changes: Record<string, unknown> = { ...rest, updated_at: new Date().toISOString() };
  if (specialties) changes.specialties = JSON.stringify([...new Set(specialties)]);
  if ('qs_rank' in values || 'the_rank' in values) {
    const current = await db.selectFrom('universities').select(['qs_rank', 'the_rank']).where('id', '=', id).executeTakeFirst();
    changes.best_rank = bestRank({ ...current, ...values });
  }
  await db.updateTable('universities').set(changes).where('id', '=', id).execute();
  if (specialties) {
    await db.deleteFrom('university_specialties').where('university_id', '=', id).execute();
    const unique = [...new Set(specialties)];
    if (unique.length) await db.insertInto('university_specialties').values(unique.map((name) => ({ university_id: id, name }))).execute();
  }
}
