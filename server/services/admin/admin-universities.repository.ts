import type { Kysely } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import {
  type CatalogueFilters,
  filterTerms,
  matchesCatalogueTerms,
  searchTerms,
} from '#server/services/universities/catalogue-search/university-search.ts';
import { programCount, UNIVERSITY_COLUMNS } from '#server/services/universities/university.repository.ts';

/**
 * One page of the admins' table, featured first and then by name, and how many match: the same
 * words and filters as the public catalogue (its full-text index), read straight from the
 * database, without the public search's index, cache or order walk.
 */
export async function adminUniversityPage(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: CatalogueFilters & { search?: string },
  page: { offset: number; limit: number },
) {
  const terms = filter.search ? searchTerms(filter.search) : [];
  const filters = filterTerms(filter);
  const matches = terms.length || filters.length ? matchesCatalogueTerms(dialect, terms, filters) : undefined;
  const [rows, counted] = await Promise.all([
    db
      .selectFrom('universities')
      .select(UNIVERSITY_COLUMNS)
      .select(programCount)
      .$if(matches !== undefined, (query) => query.where(matches!))
      .orderBy('universities.featured', 'desc')
      .orderBy('universities.name')
      .orderBy('universities.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('universities')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .$if(matches !== undefined, (query) => query.where(matches!))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.total) };
}

/** Applications per university, for the ids given (universities without any are left out). */
export async function countApplicationsByUniversity(db: Kysely<Database>, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('applications')
    .select(['university_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('university_id', 'in', ids)
    .groupBy('university_id')
    .execute();
  return new Map(rows.map((row) => [row.university_id, Number(row.n)]));
}

/** What bulk actions and deletes need of each university: name, featured state and stored image. */
export const findUniversitiesByIds = (db: Kysely<Database>, ids: number[]) =>
  ids.length
    ? db
        .selectFrom('universities')
        .select(['id', 'name', 'featured', 'image_key', 'image_url'])
        .where('id', 'in', ids)
        .orderBy('name')
        .execute()
    : Promise.resolve([]);

export const setUniversitiesFeatured = (db: Kysely<Database>, ids: number[], featured: boolean) =>
  db
    .updateTable('universities')
    .set({ featured, updated_at: new Date().toISOString() })
    .where('id', 'in', ids)
    .execute();

/** Removes universities with their programmes and specialties (the foreign keys cascade). */
export const deleteUniversities = (db: Kysely<Database>, ids: number[]) =>
  db.deleteFrom('universities').where('id', 'in', ids).execute();

export const setUniversityImage = (db: Kysely<Database>, id: number, image: { key: string; url: string }) =>
  db
    .updateTable('universities')
    .set({ image_key: image.key, image_url: image.url, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();

export const findUniversityImage = (db: Kysely<Database>, id: number) =>
  db.selectFrom('universities').select(['name', 'image_key', 'image_url']).where('id', '=', id).executeTakeFirst();
