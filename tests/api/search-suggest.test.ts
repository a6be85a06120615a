import { expect, it } from 'vitest';
import * as search from '#sdk/resources/search';
import type { Suggestion } from '#sdk/schemas/search-suggest';
import { apiError } from '#tests/support/api-error.ts';
import { describeApi } from '#tests/support/suite.ts';

/** Suggestions made per address in this file's server before 429 (every other test here stays below it). */
const LIMIT = 40;

const shown = (suggestions: Suggestion[]) => suggestions.map((s) => `${s.kind}:${s.label}`);

describeApi(
  'type-ahead suggestions (GET /search/suggest)',
  (server) => {
    it('suggests the country, then its universities, for the start of its name, in English and in Arabic', async () => {
      const client = server().client();
      const english = await search.suggest(client, { q: 'germ' });
      expect(english.suggestions[0]).toEqual({ kind: 'country', label: 'Germany', value: 'Germany' });
      const arabic = await search.suggest(client, { q: 'germ', lang: 'ar' });
      expect(arabic.suggestions[0]).toEqual({ kind: 'country', label: 'ألمانيا', value: 'Germany' });
      const typedInArabic = await search.suggest(client, { q: 'المان', lang: 'ar' });
      expect(typedInArabic.suggestions[0]).toMatchObject({ kind: 'country', value: 'Germany' });
      expect(typedInArabic.suggestions.filter((s) => s.kind === 'university').length).toBeGreaterThanOrEqual(4);
      for (const { country } of typedInArabic.suggestions.filter((s) => s.kind === 'university'))
        expect(country).toBe('ألمانيا');
    });

    it('suggests a city with its country and its universities, by any of its names', async () => {
      const client = server().client();
      for (const q of ['munic', 'münch', 'ميون']) {
        const { suggestions } = await search.suggest(client, { q, lang: 'ar' });
        expect(suggestions[0], q).toEqual({ kind: 'city', label: 'ميونخ', value: 'Munich', country: 'ألمانيا' });
        expect(shown(suggestions), q).toContain('university:الجامعة التقنية في ميونخ');
      }
    });

    it('suggests a university by its nickname, with its id, city and country', async () => {
      const { suggestions } = await search.suggest(server().client(), { q: 'TUM' });
      expect(suggestions).toContainEqual(
        expect.objectContaining({
          kind: 'university',
          label: 'Technical University of Munich',
          value: 'Technical University of Munich',
          city: 'Munich',
          country: 'Germany',
          id: expect.any(Number),
        }),
      );
    });

    it('suggests fields and programmes for the start of a subject, at most 8 in all', async () => {
      const client = server().client();
      const { suggestions } = await search.suggest(client, { q: 'computer sci' });
      expect(suggestions.length).toBeLessThanOrEqual(8);
      expect(suggestions[0]).toEqual({ kind: 'field', label: 'Computer Science', value: 'Computer Science' });
      expect(suggestions.filter((s) => s.kind === 'programme').map((s) => s.label)).toContain('MSc Computer Science');
      const arabic = await search.suggest(client, { q: 'علوم الحاس', lang: 'ar' });
      expect(arabic.suggestions[0]).toEqual({ kind: 'field', label: 'علوم الحاسوب', value: 'Computer Science' });
    });

    it('reads a misspelt, unfinished word as the word it is nearest to', async () => {
      const client = server().client();
      for (const q of ['heidelbu', 'hiedelberg', 'Cambrige']) {
        const { suggestions } = await search.suggest(client, { q });
        expect(suggestions.length, q).toBeGreaterThan(0);
      }
      expect(shown((await search.suggest(client, { q: 'heidelbu' })).suggestions)).toContain(
        'university:Heidelberg University',
      );
      expect((await search.suggest(client, { q: 'ميونح', lang: 'ar' })).suggestions[0]).toMatchObject({
        kind: 'city',
        value: 'Munich',
      });
    });

    it('answers nothing for nothing typed, and refuses an unknown parameter or language by its name', async () => {
      const client = server().client();
      expect(await search.suggest(client, { q: '  ' })).toEqual({ suggestions: [] });
      expect(await search.suggest(client, { q: 'qqqqqqqqqqq' })).toEqual({ suggestions: [] });
      const unknown = await apiError(search.suggest(client, { q: 'ber', limit: 3 } as never));
      expect(unknown.status).toBe(400);
      expect(unknown.errors.map((e) => e.field)).toEqual(['limit']);
      const language = await apiError(search.suggest(client, { q: 'ber', lang: 'fr' as never }));
      expect(language.status).toBe(400);
      expect(language.errors[0]).toMatchObject({ field: 'lang', message: 'Must be en or ar' });
    });

    it('lets a widget on any site read it (CORS)', async () => {
      const response = await fetch(`${server().url}/api/search/suggest?q=wien`, {
        headers: { origin: 'https://agency.example' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect((await response.json()).suggestions[0]).toMatchObject({ kind: 'city', value: 'Vienna' });
    });

    it('limits the suggestions an address has made with 429; one kept from before still answers', async () => {
      const client = server().client();
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT; i++)
        statuses.push(
          await search.suggest(client, { q: `ber ${i}` }).then(
            () => 200,
            (error) => error.status,
          ),
        );
      expect(statuses).toContain(429);
      const refused = await apiError(search.suggest(client, { q: 'xyz limited' }));
      expect(refused).toMatchObject({ status: 429, reason: 'TOO_MANY_REQUESTS' });
      expect((await search.suggest(client, { q: 'germ' })).suggestions[0]).toMatchObject({ value: 'Germany' });
    });
  },
  { SUGGEST_LIMIT_PER_ADDRESS: String(LIMIT) },
);
