import type { Client } from '#sdk/client';
import type { ProgramForm, ProgramUpdate } from '#sdk/schemas/program';
import type { CatalogueProgram, ProgramList, ProgramListQuery } from '#sdk/schemas/program-catalogue';
import type { ManagedProgram } from '#sdk/schemas/program-sheet';
import type { Program } from '#sdk/schemas/university';

/**
 * Whose programmes: `'own'` is the signed-in university's; a number is that university's, as an
 * admin manages it.
 */
export type ProgramOwner = 'own' | number;

const base = (owner: ProgramOwner) =>
  owner === 'own' ? '/users/university/programs' : `/admin/universities/${owner}/programs`;

/** The university's programmes, by name. */
export function list(client: Client, owner: ProgramOwner): Promise<{ programs: Program[] }> {
  return client.request('GET', base(owner));
}

/** One programme with every part (intakes, fees, requirements), as its editor shows it. */
export function retrieveManaged(client: Client, owner: ProgramOwner, id: number): Promise<{ program: ManagedProgram }> {
  return client.request('GET', `${base(owner)}/${id}`);
}

/** Adds a programme; it appears in the public catalogue at once. */
export function create(client: Client, owner: ProgramOwner, payload: ProgramForm): Promise<{ program: Program }> {
  return client.request('POST', base(owner), { body: payload });
}

/** Changes the given fields of a programme. */
export function update(
  client: Client,
  owner: ProgramOwner,
  id: number,
  payload: ProgramUpdate,
): Promise<{ program: Program }> {
  return client.request('PUT', `${base(owner)}/${id}`, { body: payload });
}

/** Deletes a programme. */
export function remove(client: Client, owner: ProgramOwner, id: number): Promise<{ success: true }> {
  return client.request('DELETE', `${base(owner)}/${id}`);
}

/** The public catalogue's programmes across every university, filtered and paginated. */
export function search(client: Client, query: ProgramListQuery = {}): Promise<ProgramList> {
  return client.request('GET', '/programs', { query });
}

/** One programme of the public catalogue, with its university's summary, intakes, fees and requirements. */
export function retrieve(client: Client, id: number): Promise<{ program: CatalogueProgram }> {
  return client.request('GET', `/programs/${id}`);
}
