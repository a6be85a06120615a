import type * as v from 'valibot';
import {
  CATALOGUE_COUNT_LIMIT,
  type CountryMeta,
  type University,
  type UniversityDetail,
  type UniversityList,
  type UniversityListQuery,
} from '#sdk/schemas/university';
import type { Pagination } from '#sdk/schemas/common';
import type { App } from '#server/utils/app.ts';
import { cachedCatalogueParts, provisionalAnswer } from './catalogue-cache.ts';
import { notFound } from '#server/utils/errors.ts';
import { pageWindow, pagination } from '#server/utils/paginate.ts';
import { presentProgram, presentUniversity } from './university.presenter.ts';
import {
  countUniversitiesByCountry,
  findPrograms,
  findUniversity,
  listSpecialties,
  universityRows,
} from './university.repository.ts';
import { listingIds } from '#server/services/analytics/demand-request.ts';
import { findUniversityPage } from './catalogue-search/catalogue-search.ts';

/**
 * GET /universities: one page of the catalogue as the JSON the route sends, put together from
 * each university's own JSON, kept per catalogue revision beside the answers (catalogue-cache.ts),
 * so that a search whose page was shown before reads no row.
 */
export async function searchCatalogue(
  app: App,
  query: v.InferOutput<typeof UniversityListQuery>,
  revision: number,
): Promise<Buffer> {
  const page = pageWindow(query.page, query.limit);
  const countUpTo = Math.max(CATALOGUE_COUNT_LIMIT, page.offset + page.limit);
  const found = await findUniversityPage(app.db, app.dialect, query, page, countUpTo, revision);
  const { ids, total, totalIsLowerBound, suggestion, ignoredWords, matchedPrograms, provisional } = found;
  // A university gone since the search found it has no JSON: left out of the page and of its ids.
  const parts = await universitiesAsJson(app, revision, ids);
  const shown = ids.flatMap((id, i) => (parts[i].length > 0 ? [{ id, part: parts[i] }] : []));
  const universities = shown.map((university) => university.part);
  const paging: Pagination = {
    ...pagination(query.page, query.limit, total),
    ...(totalIsLowerBound && { totalIsLowerBound: true as const }),
  };
  const bytes = Buffer.concat([
    Buffer.from('{"universities":['),
    ...universities.flatMap((part, i) => (i ? [COMMA, part] : [part])),
    Buffer.from(
      `],"pagination":${JSON.stringify(paging)}${searchNotes({ suggestion, ignoredWords, matchedPrograms })}}`,
    ),
  ]);
  const answer = listingIds(
    bytes,
    shown.map((university) => university.id),
  );
  return provisional ? provisionalAnswer(answer) : answer;
}

const COMMA = Buffer.from(',');

/** The answer's notes on how the search was read (`suggestion`, `ignoredWords`, `matchedPrograms`), as JSON members after the pagination. */
const searchNotes = (notes: Pick<UniversityList, 'suggestion' | 'ignoredWords' | 'matchedPrograms'>) =>
  Object.entries(notes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `,${JSON.stringify(key)}:${JSON.stringify(value)}`)
    .join('');

/** Each university's JSON as `presentUniversity` makes it; an empty buffer for one that is gone. */
function universitiesAsJson(app: App, revision: number, ids: number[]): Promise<Buffer[]> {
  const keys = ids.map((id) => `university:${id}`);
  const idOf = new Map(keys.map((key, i) => [key, ids[i]]));
  return cachedCatalogueParts(app.db, revision, keys, async (missing) => {
    const rows = await universityRows(
      app.db,
      missing.map((key) => idOf.get(key)!),
    );
    const json = new Map(
      rows.map((row) => [`university:${row.id}`, Buffer.from(JSON.stringify(presentUniversity(row)))]),
    );
    return missing.map((key) => json.get(key) ?? Buffer.alloc(0));
  });
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
