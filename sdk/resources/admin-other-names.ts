import type { Client } from '#sdk/client';
import type { OtherName, OtherNameFields, OtherNameList } from '#sdk/schemas/other-names';

/** Every other name the catalogue search knows, by kind and name (admins). */
export function list(client: Client): Promise<OtherNameList> {
  return client.request('GET', '/admin/other-names');
}

/** Adds the other names of a university, city or country (admins); the search finds it by them at once. */
export function create(client: Client, payload: OtherNameFields): Promise<{ otherName: OtherName }> {
  return client.request('POST', '/admin/other-names', { body: payload });
}

/** Changes a row of other names (admins). */
export function update(client: Client, id: number, payload: OtherNameFields): Promise<{ otherName: OtherName }> {
  return client.request('PUT', `/admin/other-names/${id}`, { body: payload });
}

/** Removes a row of other names (admins); the search no longer finds its university, city or country by them. */
export function remove(client: Client, id: number): Promise<{ success: true }> {
  return client.request('DELETE', `/admin/other-names/${id}`);
}
