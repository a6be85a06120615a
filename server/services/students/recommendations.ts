import type { Kysely } from 'kysely';
import type { University } from '#sdk/schemas/university';
import type { Database } from '#server/db/tables/database.ts';
import { presentUniversity } from '#server/services/universities/university.presenter.ts';
import {
  findFeaturedUniversities,
  findMatchingUniversities,
  type RecommendedRow,
} from './recommendation.repository.ts';

/** How many universities the dashboard recommends. */
export const RECOMMENDATION_COUNT = 6;

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
  const picked: RecommendedRow[] = [];
  if (countries.length || programs.length)
    picked.push(...(await findMatchingUniversities(db, { countries, programs }, count)));
  if (picked.length < count)
    picked.push(
      ...(await findFeaturedUniversities(
        db,
        picked.map((u) => u.id),
        count - picked.length,
      )),
    );
  return picked.map(presentUniversity);
}
