/** The catalogue's state in the URL (spec part 1, 2): ?search=&country=&specialty=&page=&tab= */
export interface CatalogueQuery {
  search: string;
  country: string;
  specialty: string;
  page: number;
}

export const CATALOGUE_TABS = ['universities', 'guide', 'scholarships'] as const;
export type CatalogueTab = (typeof CATALOGUE_TABS)[number];

/** Reads the query; a missing, broken or negative page is page 1. */
export function readCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() ?? '',
    country: params.get('country') ?? '',
    specialty: params.get('specialty') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function readCatalogueTab(params: URLSearchParams): CatalogueTab {
  const tab = params.get('tab');
  return CATALOGUE_TABS.includes(tab as CatalogueTab) ? (tab as CatalogueTab) : 'universities';
}

/**
 * The query after a change. A change of search, country or specialty starts again at page 1
 * (spec part 1, 2); empty values and page 1 are left out so the URL stays short.
 */
export function changeCatalogueQuery(
  params: URLSearchParams,
  change: Partial<CatalogueQuery> & { tab?: CatalogueTab },
): URLSearchParams {
  const next = new URLSearchParams(params);
  const filterChanged = (['search', 'country', 'specialty'] as const).some(
    (key) => key in change && change[key] !== (next.get(key) ?? ''),
  );
  for (const key of ['search', 'country', 'specialty'] as const) {
    if (!(key in change)) continue;
    const value = change[key]?.trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  const page = filterChanged ? 1 : (change.page ?? readCatalogueQuery(next).page);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  if (change.tab !== undefined) {
    if (change.tab === 'universities') next.delete('tab');
    else next.set('tab', change.tab);
  }
  return next;
}
