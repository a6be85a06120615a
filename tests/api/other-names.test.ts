import { beforeAll, expect, it, vi } from 'vitest';
import type { Client } from '#sdk/client';
import * as audit from '#sdk/resources/admin-audit';
import * as otherNames from '#sdk/resources/admin-other-names';
import * as adminUniversities from '#sdk/resources/admin-universities';
import * as auth from '#sdk/resources/auth';
import * as search from '#sdk/resources/search';
import * as universities from '#sdk/resources/universities';
import { apiError } from '#tests/support/api-error.ts';
import { describeApi } from '#tests/support/suite.ts';

/** The names of the universities a search finds (the index catches up with a change at its next search). */
const found = async (client: Client, text: string) =>
  (await universities.list(client, { search: text })).universities.map((university) => university.name);

describeApi('other names of the catalogue search (admins)', (server) => {
  let admin: Client;
  beforeAll(async () => {
    admin = server().client();
    await auth.login(admin, { email: 'admin@test.local', password: 'admin-password' });
    await adminUniversities.create(admin, {
      name: 'Kvarnby Institute of Technology',
      country: 'Sweden',
      city: 'Kvarnby',
      specialties: ['Engineering'],
    });
    await adminUniversities.create(admin, { name: 'Smedby College', country: 'Sweden', city: 'Smedby' });
  });

  it('lists the names the search knew before they were data: nicknames, local names, synonyms', async () => {
    const { otherNames: rows } = await otherNames.list(admin);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'UNIVERSITY', name: 'Technical University of Munich', otherNames: 'TUM' }),
        expect.objectContaining({ kind: 'CITY', name: 'Munich', otherNames: 'München' }),
        expect.objectContaining({ kind: 'COUNTRY', name: 'Sweden', otherNames: 'Sverige' }),
      ]),
    );
    // Sverige was Sweden's before: the new universities are found by it, as every Swedish one.
    const swedish = await universities.list(server().client(), { search: 'Sverige', limit: 100 });
    expect(swedish.universities.map((university) => university.name)).toEqual(
      expect.arrayContaining(['Kvarnby Institute of Technology', 'Smedby College']),
    );
    expect(new Set(swedish.universities.map((university) => university.country))).toEqual(new Set(['Sweden']));
  });

  it('finds a university by a name an admin adds, changes and removes, without a restart', async () => {
    const anyone = server().client();
    expect(await found(anyone, 'KvIT')).toEqual([]);
    const { otherName } = await otherNames.create(admin, {
      kind: 'UNIVERSITY',
      name: 'Kvarnby Institute of Technology',
      otherNames: ' KvIT Kvarnbyhögskolan ',
    });
    expect(otherName).toMatchObject({ kind: 'UNIVERSITY', otherNames: 'KvIT Kvarnbyhögskolan' });
    await vi.waitFor(async () => expect(await found(anyone, 'kvit')).toEqual(['Kvarnby Institute of Technology']));
    expect(await found(anyone, 'Kvarnbyhogskolan')).toEqual(['Kvarnby Institute of Technology']);
    // The type-ahead knows a city by its other name too.
    const city = await otherNames.create(admin, { kind: 'CITY', name: 'Smedby', otherNames: 'Smithtown' });
    await vi.waitFor(async () => expect(await found(anyone, 'smithtown')).toEqual(['Smedby College']));
    const { suggestions } = await search.suggest(anyone, { q: 'smithto' });
    expect(suggestions).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'city', value: 'Smedby' })]));

    // Changed: the old name finds it no more, the new one does.
    await otherNames.update(admin, otherName.id, {
      kind: 'UNIVERSITY',
      name: 'Kvarnby Institute of Technology',
      otherNames: 'KIoT',
    });
    await vi.waitFor(async () => expect(await found(anyone, 'kiot')).toEqual(['Kvarnby Institute of Technology']));
    expect(await found(anyone, 'kvit')).toEqual([]);
    // Moved to another university: the first is found by it no more, the second is.
    await otherNames.update(admin, otherName.id, { kind: 'UNIVERSITY', name: 'Smedby College', otherNames: 'KIoT' });
    await vi.waitFor(async () => expect(await found(anyone, 'kiot')).toEqual(['Smedby College']));

    await otherNames.remove(admin, otherName.id);
    await otherNames.remove(admin, city.otherName.id);
    await vi.waitFor(async () => expect(await found(anyone, 'kiot')).toEqual([]));
    expect(await found(anyone, 'smithtown')).toEqual([]);
    const { entries } = await audit.list(admin, { entity: 'other_name' });
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'delete', 'update', 'update', 'create', 'create']);
  });

  it('refuses bad input with clear messages, a name twice, and an unknown row', async () => {
    const bad = await apiError(otherNames.create(admin, { kind: 'PLANET', name: ' ', otherNames: '' } as never));
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual([
      { field: 'kind', message: 'Please choose university, city or country' },
      { field: 'name', message: 'Name is required' },
      { field: 'otherNames', message: 'Other names are required' },
    ]);
    const twice = await apiError(otherNames.create(admin, { kind: 'CITY', name: 'Munich', otherNames: 'Minga' }));
    expect(twice.status).toBe(409);
    expect(twice.reason).toBe('RECORD_EXISTS');
    const missing = await apiError(
      otherNames.update(admin, 999_999, { kind: 'CITY', name: 'Nowhere', otherNames: 'Nirgendwo' }),
    );
    expect(missing.status).toBe(404);
    expect(missing.reason).toBe('OTHER_NAME_NOT_FOUND');
    expect((await apiError(otherNames.remove(admin, 999_999))).status).toBe(404);
  });

  it('is the admins\u2019 alone', async () => {
    expect((await apiError(otherNames.list(server().client()))).status).toBe(401);
  });
});
