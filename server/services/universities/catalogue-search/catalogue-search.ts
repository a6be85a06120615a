import type { Kysely } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import { catalogueRevision } from '#server/services/universities/catalogue-cache.ts';
import { universityRows } from '#server/services/universities/university.repository.ts';
import { findInCatalogueIndex } from './catalogue-index/catalogue-index.ts';
import { catalogueIndexAt } from './catalogue-index/index-keeper.ts';
import { findInDatabase } from './database-search.ts';
import { filterTerms, searchTerms, type UniversityFilter } from './university-search.ts';

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
