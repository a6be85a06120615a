import type { Client } from '#sdk/client';
import { eachItem } from '#sdk/paginate';
import type {
  CountryMeta,
  University,
  UniversityDetail,
  UniversityList,
  UniversityListQuery,
} from '#sdk/schemas/university';

/** The public catalogue: search, filters and pagination; `signal` abandons a search a newer one replaced. */
export function list(client: Client, query: UniversityListQuery = {}, signal?: AbortSignal): Promise<UniversityList> {
  return client.request('GET', '/universities', { query, signal });
}

/** The address `list` fetches for `query` (a page may preload it: the embed snippet does). */
export function listUrl(client: Client, query: UniversityListQuery = {}): string {
  return client.url('/universities', query);
}

/** One university with its programmes. */
export function retrieve(client: Client, id: number): Promise<{ university: UniversityDetail }> {
  return client.request('GET', `/universities/${id}`);
}

/** Countries with their number of universities, most first. */
export function countries(client: Client): Promise<{ countries: CountryMeta[] }> {
  return client.request('GET', '/universities/meta/countries');
}

/** Every specialty in the catalogue, alphabetically. */
export function specialties(client: Client): Promise<{ specialties: string[] }> {
  return client.request('GET', '/universities/meta/specialties');
}

/** Every university of a search, page after page: `for await (const item of iterate(client, query))`. */
export const iterate = (client: Client, query: Omit<UniversityListQuery, 'page'> = {}) =>
  eachItem<University, 'universities'>('universities', (page) => list(client, { ...query, page }));
