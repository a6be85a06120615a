import type { Kysely } from 'kysely';
import type { University } from '#sdk/schemas/university';
import type { Database } from '#server/db/tables/database.ts';
import { catalogueRevision } from '#server/services/universities/catalogue-cache.ts';
import { catalogueIndexAt } from '#server/services/universities/catalogue-search/catalogue-index/index-keeper.ts';
import { rankedMatches } from '#server/services/universities/catalogue-search/catalogue-index/ranked-matches.ts';
import { presentUniversity } from '#server/services/universities/university.presenter.ts';
import { universityRows } from '#server/services/universities/university.repository.ts';
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
  // From the catalogue index when it is current: the database would test every university.
  const index = catalogueIndexAt(db, await catalogueRevision(db));
  if (index) {
    const ids = rankedMatches(index, { countries, programs }, count);
    const rows = new Map((await universityRows(db, ids)).map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [presentUniversity(row)] : [];
    });
  }
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
