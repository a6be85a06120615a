import { expect, it } from 'vitest';
import * as universities from '#sdk/resources/universities';
import { apiError } from '#tests/support/api-error.ts';
import { describeApi } from '#tests/support/suite.ts';

describeApi('catalogue search: how a search is read', (server) => {
  it('finds Arabic searches in the names the portal shows: countries, cities, fields, with or without marks and article', async () => {
    const client = server().client();
    for (const search of ['ألمانيا', 'المانيا', 'جامعات في ألمانيا', 'بألمانيا']) {
      const list = await universities.list(client, { search });
      expect(list.pagination.total, search).toBeGreaterThan(5);
      expect(new Set(list.universities.map((university) => university.country)), search).toEqual(new Set(['Germany']));
    }
    const munich = await universities.list(client, { search: 'ميونخ' });
    expect(munich.universities.map((university) => university.name).sort()).toEqual([
      'LMU Munich',
      'Technical University of Munich',
    ]);
    const engineering = await universities.list(client, { search: 'الهندسة', limit: 100 });
    expect(engineering.pagination.total).toBeGreaterThan(20);
    expect(engineering.universities.every((university) => university.specialties.includes('Engineering'))).toBe(true);
    const sorbonne = await universities.list(client, { search: 'جامعة السوربون' });
    expect(sorbonne.universities.map((university) => university.name)).toEqual(['Sorbonne University']);
  });

  it('reads a misspelt word as the catalogue word nearest to it and says so', async () => {
    const client = server().client();
    const list = await universities.list(client, { search: 'Heidelburg' });
    expect(list.suggestion).toBe('heidelberg');
    expect(list.universities.map((university) => university.name)).toEqual(['Heidelberg University']);
    const exact = await universities.list(client, { search: 'Heidelberg' });
    expect(exact.suggestion).toBeUndefined();
    // Four letters are too few to guess from.
    const short = await universities.list(client, { search: 'Bnon' });
    expect(short).toMatchObject({ universities: [], pagination: { total: 0 } });
    expect(short.suggestion).toBeUndefined();
  });

  it('leaves out the words that match least when all of them together find nothing, and says which', async () => {
    // Universities teaching medicine in English are found by those programmes: every word counts.
    const english = await universities.list(server().client(), { search: 'medicine in english' });
    expect(english.ignoredWords).toBeUndefined();
    expect(Object.keys(english.matchedPrograms ?? {}).length).toBeGreaterThan(0);
    const list = await universities.list(server().client(), { search: 'medicine qxzqxz' });
    expect(list.ignoredWords).toEqual(['qxzqxz']);
    expect(list.pagination.total).toBeGreaterThan(10);
    const all = await universities.list(server().client(), { search: 'medicine munich' });
    expect(all.ignoredWords).toBeUndefined();
  });

  it('refuses a parameter the list does not know, by its name', async () => {
    const error = await apiError(
      universities.list(server().client(), { search: 'law', level: 'master', tuitionMax: 5 } as never),
    );
    expect(error).toMatchObject({ status: 400 });
    expect(error.errors.map((e) => e.field).sort()).toEqual(['level', 'tuitionMax']);
    expect(error.errors[0].message).toBe('Unknown parameter');
  });
});
