import type { ProgramListQuery } from '#sdk/schemas/program-catalogue';

/** The search's filters as the page's address keeps them (`?search=` is the API's `q`); empty is no filter. */
export const NO_PROGRAM_FILTERS = {
  search: '',
  level: '',
  field: '',
  language: '',
  country: '',
  city: '',
  universityId: '',
  mode: '',
  feeGroup: '',
  tuitionMax: '',
  openNow: '',
  startMonth: '',
  sort: '',
};
export type ProgramFilters = typeof NO_PROGRAM_FILTERS;

/** Programmes per page of the search. */
export const PROGRAMS_PER_PAGE = 12;

/** The API's query for the page's address: its filters, page and page size. */
export function programListQuery(params: URLSearchParams): ProgramListQuery {
  const query: Record<string, string | number> = { limit: PROGRAMS_PER_PAGE };
  for (const key of Object.keys(NO_PROGRAM_FILTERS) as (keyof ProgramFilters)[]) {
    const value = params.get(key)?.trim();
    if (value) query[key === 'search' ? 'q' : key] = value;
  }
  const page = Math.trunc(Number(params.get('page')));
  if (page > 1) query.page = page;
  return query as ProgramListQuery;
}
