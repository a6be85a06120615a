import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import { programCount } from '#server/services/universities/university.repository.ts';

const universities = (db: Kysely<Database>) =>
  db.selectFrom('universities').selectAll('universities').select(programCount);

export type RecommendedRow = Awaited<ReturnType<ReturnType<typeof universities>['execute']>>[number];

/**
 * Universities in one of the countries or teaching one of the programmes (a specialty equal to
 * it or named inside it), matches on both first, then in catalogue order; countries and
 * programmes in lower case. The catalogue index answers the same (rankedMatches) when it is current.
 */
export function findMatchingUniversities(
  db: Kysely<Database>,
  preferences: { countries: string[]; programs: string[] },
  count: number,
): Promise<RecommendedRow[]> {
  const { countries, programs } = preferences;
  const inCountry = countries.length
    ? sql<SqlBool>`lower(universities.country) in (${sql.join(countries)})`
    : sql<SqlBool>`1 = 0`;
  const teaches = programs.length
    ? sql<SqlBool>`exists (select 1 from university_specialties s where s.university_id = universities.id and (${sql.join(
        programs.map((p) => sql`${p} like '%' || lower(s.name) || '%'`),
        sql` or `,
      )}))`
    : sql<SqlBool>`1 = 0`;
  const score = sql<number>`(case when ${inCountry} then 1 else 0 end) + (case when ${teaches} then 1 else 0 end)`;
  return universities(db)
    .where(sql<SqlBool>`${score} > 0`)
    .orderBy(score, 'desc')
    .orderBy('universities.featured', 'desc')
    .orderBy('universities.name')
    .orderBy('universities.id')
    .limit(count)
    .execute();
}

/** Featured universities by name (and id), leaving out the ids given. */
export function findFeaturedUniversities(db: Kysely<Database>, except: number[], count: number) {
  let featured = universities(db).where('universities.featured', '=', true);
  if (except.length) featured = featured.where('universities.id', 'not in', except);
  return featured.orderBy('universities.name').orderBy('universities.id').limit(count).execute();
}
