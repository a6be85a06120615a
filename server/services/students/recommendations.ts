import { type Kysely, type SqlBool, sql } from 'kysely';
import type { University } from '#sdk/schemas/university';
import type { Database } from '../../db/tables/database.ts';
import { presentUniversity } from '../universities/university.presenter.ts';
import { programCount } from '../universities/university.repository.ts';

/** How many universities the dashboard recommends. */
export const RECOMMENDATION_COUNT = 6;

const universities = (db: Kysely<Database>) => db.selectFrom('universities').selectAll('universities').select(programCount);

/**
 * Universities for a student: those in a preferred country or teaching a preferred programme
 * (a specialty equal to it or named inside it, "MSc Computer Science" → "Computer Science"),
 * matches on both first; featured universities fill the remaining places.
 */
export async function recommendUniversities(
  db: Kysely<Database>,
  preferences: { countries: string[]; programs: string[] },
  count = RECOMMENDATION_COUNT,
): Promise<University[]> {
  const countries = preferences.countries.map((c) => c.trim().toLowerCase()).filter(Boolean);
  const programs = preferences.programs.map((p) => p.trim().toLowerCase()).filter(Boolean);
  const picked: Awaited<ReturnType<ReturnType<typeof universities>['execute']>> = [];

  if (countries.length || programs.length) {
    const inCountry = countries.length ? sql<SqlBool>`lower(universities.country) in (${sql.join(countries)})` : sql<SqlBool>`1 = 0`;
    const teaches = programs.length
      ? sql<SqlBool>`exists (select 1 from university_specialties s where s.university_id = universities.id and (${sql.join(
          programs.map((p) => sql`${p} like '%' || lower(s.name) || '%'`),
          sql` or `,
        )}))`
      : sql<SqlBool>`1 = 0`;
    const score = sql<number>`(case when ${inCountry} then 1 else 0 end) + (case when ${teaches} then 1 else 0 end)`;
    picked.push(
      ...(await universities(db)
        .where(sql<SqlBool>`${score} > 0`)
        .orderBy(score, 'desc')
        .orderBy('universities.featured', 'desc')
        .orderBy('universities.name')
        .limit(count)
        .execute()),
    );
  }
  if (picked.length < count) {
    const taken = picked.map((u) => u.id);
    let featured = universities(db).where('universities.featured', '=', true);
    if (taken.length) featured = featured.where('universities.id', 'not in', taken);
    picked.push(...(await featured.orderBy('universities.name').limit(count - picked.length).execute()));
  }
  return picked.map(presentUniversity);
}
