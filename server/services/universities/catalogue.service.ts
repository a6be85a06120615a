import type * as v from 'valibot';
import {
  CATALOGUE_COUNT_LIMIT,
  type CountryMeta,
  type University,
  type UniversityDetail,
  type UniversityList,
  type UniversityListQuery,
} from '#sdk/schemas/university';
import type { App } from '#server/utils/app.ts';
import { notFound } from '#server/utils/errors.ts';
import { pageWindow, pagination } from '#server/utils/paginate.ts';
import { presentProgram, presentUniversity } from './university.presenter.ts';
import {
  countUniversitiesByCountry,
  findPrograms,
  findUniversity,
  listSpecialties,
  listUniversities,
} from './university.repository.ts';

export async function searchCatalogue(
  app: App,
  query: v.InferOutput<typeof UniversityListQuery>,
): Promise<UniversityList> {
  const page = pageWindow(query.page, query.limit);
  const countUpTo = Math.max(CATALOGUE_COUNT_LIMIT, page.offset + page.limit);
  const { rows, total, totalIsLowerBound } = await listUniversities(app.db, app.dialect, query, page, countUpTo);
  return {
    universities: rows.map(presentUniversity),
    pagination: {
      ...pagination(query.page, query.limit, total),
      ...(totalIsLowerBound && { totalIsLowerBound: true as const }),
    },
  };
}

export async function universityDetail(app: App, id: number): Promise<UniversityDetail> {
  const [row, programs] = await Promise.all([findUniversity(app.db, id), findPrograms(app.db, id)]);
  if (!row) notFound('UNIVERSITY_NOT_FOUND');
  return { ...presentUniversity(row), academicPrograms: programs.map(presentProgram) };
}

export async function countriesWithUniversities(app: App): Promise<CountryMeta[]> {
  const rows = await countUniversitiesByCountry(app.db);
  return rows.map((r) => ({ name: r.name, universityCount: Number(r.universityCount) }));
}

export async function specialtyNames(app: App): Promise<string[]> {
  return (await listSpecialties(app.db)).map((r) => r.name);
}

/** A university as the catalogue shows it (without its programmes), or undefined when there is none. */
export async function universitySummary(app: App, id: number): Promise<University | undefined> {
  const row = await findUniversity(app.db, id);
  return row && presentUniversity(row);
}
