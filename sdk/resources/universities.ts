import type { Client } from '../client.ts';
import type { CountryMeta, UniversityDetail, UniversityList, UniversityListQuery } from '../schemas/university.ts';

/** The public catalogue: search, filters and pagination. */
export function list(client: Client, query: UniversityListQuery = {}): Promise<UniversityList> {
  return client.request('GET', '/universities', { query });
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
