import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Client } from '#sdk/client';
import * as universities from '#sdk/resources/universities';
import { CATALOGUE_COUNT_LIMIT, type University, type UniversityListQuery } from '#sdk/schemas/university';
import { type OtherNames, readOtherNames } from '#server/db/catalogue-names/stored-other-names.ts';
import { searchWords } from '#server/db/catalogue-words.ts';
import { connect } from '#server/db/connect.ts';
import { seedSyntheticUniversities } from '#server/db/seed/synthetic.ts';
import { searchTerms } from '#server/services/universities/catalogue-search/university-search.ts';
import { insertUniversity } from '#server/services/universities/university.repository.ts';
import { apiError } from '#tests/support/api-error.ts';
import { describeApi } from '#tests/support/suite.ts';

/**
 * The catalogue on the demo data plus 5,000 synthetic universities (which carry ranks)
 * and four fixtures with known values. There is no admin catalogue route yet, so they are added
 * with the repository's own insert, as the demo seed does. Every filter is checked against the
 * whole catalogue read page by page through the API.
 */
const FIXTURES = [
  {
    values: {
      name: 'Quillfeather Institute of Technology',
      country: 'Switzerland',
      city: 'Zürich',
      specialties: ['Glaciology', 'Engineering'],
      featured: true,
      qs_rank: 42,
      the_rank: 180,
    },
    programs: [
      {
        name: 'BSc Glaciology',
        category: 'Glaciology',
        level: "Bachelor's Degree",
        language: 'English',
        duration_months: 36,
        tuition_fee: 1500,
        intake: 'September',
        source: 'fixture',
      },
      {
        name: 'MSc Ice Engineering',
        category: 'Engineering',
        level: "Master's Degree",
        language: 'German',
        duration_months: 24,
        tuition_fee: 1500,
        intake: 'February',
        source: 'fixture',
      },
      {
        name: 'PhD Glaciology',
        category: 'Glaciology',
        level: 'PhD/Doctorate',
        language: null,
        duration_months: null,
        tuition_fee: null,
        intake: null,
        source: null,
      },
    ],
  },
  {
    values: {
      name: 'Marrowvale University',
      country: 'Poland',
      city: 'Kraków',
      specialties: ['Glaciology', 'Law'],
      featured: false,
      the_rank: 150,
    },
    programs: [],
  },
  {
    values: {
      name: 'Oakenshaw College of Music',
      country: 'Portugal',
      city: 'Lisbon',
      specialties: ['Music'],
      featured: false,
      qs_rank: 450,
    },
    programs: [],
  },
  {
    values: {
      name: 'Brindlewood School of Design',
      country: 'Germany',
      city: 'Münster',
      specialties: ['Design'],
      featured: false,
      qs_rank: 900,
    },
    programs: [],
  },
  {
    values: {
      name: 'Politechnika Łódzka',
      country: 'Poland',
      city: 'Łódź',
      specialties: ['Engineering'],
      featured: false,
    },
    programs: [],
  },
];

/**
 * What a search should find: every term of the query starts one of the university's words
 * (name, city, country, specialties and their other names), both made by the search's one
 * tokenizer, whose folding its unit tests check (catalogue-words.test.ts).
 */
const matchesSearch = (u: University, search: string) => {
  const haystack = wordsOf(u);
  return searchTerms(search).every((term) => haystack.some((word) => word.startsWith(term)));
};

/** The other names the server's database holds (read before the tests), and each university's words, made once. */
let otherNames: OtherNames;
const WORDS = new WeakMap<University, string[]>();
const wordsOf = (u: University) => {
  if (!WORDS.has(u)) WORDS.set(u, searchWords(u, otherNames).trim().split(' '));
  return WORDS.get(u)!;
};
const bestRank = (u: University) => Math.min(u.qsRank ?? Infinity, u.theRank ?? Infinity);
const TIER_LIMITS = { top100: 100, top200: 200, top500: 500, ranked: Infinity } as const;

const oracle = (u: University, query: UniversityListQuery) =>
  (!query.search || matchesSearch(u, query.search)) &&
  (!query.country || u.country.toLowerCase() === query.country.toLowerCase()) &&
  (!query.specialty || u.specialties.some((s) => s.toLowerCase() === query.specialty!.toLowerCase())) &&
  (query.featured === undefined || u.featured === query.featured) &&
  (!query.rankingTier || (bestRank(u) < Infinity && bestRank(u) <= TIER_LIMITS[query.rankingTier]));

/**
 * Every page of a list, read with the largest page size, as long as the answers say there are
 * more; the first page's pagination, and the total the last page counted (exact by then).
 */
async function readAll(client: Client, query: UniversityListQuery = {}) {
  const first = await universities.list(client, { ...query, limit: 100 });
  const rows = [...first.universities];
  const matched = { ...first.matchedPrograms };
  let last = first;
  for (let page = 2; page <= last.pagination.pages || last.pagination.totalIsLowerBound; page++) {
    last = await universities.list(client, { ...query, limit: 100, page });
    rows.push(...last.universities);
    Object.assign(matched, last.matchedPrograms);
  }
  return { rows, first: first.pagination, total: last.pagination.total, matched };
}

/**
 * Reads every page of `query` and checks it against `own`, the universities the oracle finds by
 * their own words and filters: those first; then, for a search, the
 * universities found only by a programme's name, level or languages, each naming the programmes
 * that matched (`matchedPrograms`; program-catalogue.test.ts proves which programmes match).
 */
async function expectAnswer(client: Client, query: UniversityListQuery, own: University[]) {
  const { rows, first, total, matched } = await readAll(client, query);
  // A search of few matches ranks whole words before beginnings: the same universities, in its own order.
  expect(ids(rows.slice(0, own.length))).toEqual(ids(own));
  const byProgrammes = rows.slice(own.length);
  if (!query.search) expect(byProgrammes).toEqual([]);
  for (const university of byProgrammes) expect(matched[university.id], university.name).not.toHaveLength(0);
  expect(new Set(rows.map((u) => u.id)).size).toBe(rows.length);
  expect(total).toBe(rows.length);
  expect({ total: first.total, totalIsLowerBound: first.totalIsLowerBound }).toEqual(firstPageCount(rows.length));
  return rows;
}

/** What the first page says of `found` matches: the catalogue stops counting past CATALOGUE_COUNT_LIMIT. */
const firstPageCount = (found: number) =>
  found > CATALOGUE_COUNT_LIMIT
    ? { total: CATALOGUE_COUNT_LIMIT, totalIsLowerBound: true }
    : { total: found, totalIsLowerBound: undefined };

const ids = (rows: University[]) => rows.map((u) => u.id).sort((a, b) => a - b);
/** Code-point order, which is how both test databases sort text. */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describeApi('catalogue', (server) => {
  let all: University[];
  const fixtureIds: number[] = [];

  beforeAll(async () => {
    const { db } = connect({
      databaseUrl: server().databaseUrl,
      sqliteFile: join(server().dataDir, 'platform.sqlite'),
    });
    try {
      otherNames = await readOtherNames(db);
      await seedSyntheticUniversities(db, 5000, { seed: 7 });
      await db.transaction().execute(async (trx) => {
        for (const fixture of FIXTURES) fixtureIds.push(await insertUniversity(trx, fixture.values, fixture.programs));
      });
    } finally {
      await db.destroy();
    }
    // The server's indexes catch up with the seeding when a search first meets it; universities are found by their
    // programmes from the indexes only, so the tests begin once a search names a programme.
    await vi.waitFor(
      async () =>
        expect((await universities.list(server().client(), { search: 'glaciology' })).matchedPrograms).toBeDefined(),
      { timeout: 90_000, interval: 200 },
    );
    const everything = await readAll(server().client());
    all = everything.rows;
    expect(all.length).toBe(everything.total);
  }, 60_000);

  describe('listing', () => {
    it('lists every university once, featured first, then by name', () => {
      expect(new Set(ids(all)).size).toBe(all.length);
      expect(all.length).toBeGreaterThanOrEqual(5004);
      const featured = all.filter((u) => u.featured);
      expect(all.slice(0, featured.length)).toEqual(featured);
      for (const group of [featured, all.filter((u) => !u.featured)]) {
        const names = group.map((u) => u.name);
        expect(names).toEqual([...names].sort(byName));
      }
    });

    it('answers the page size of 12 by default, with the university fields of the spec', async () => {
      const { universities: rows, pagination } = await universities.list(server().client());
      expect(rows).toHaveLength(12);
      expect(pagination).toEqual({
        page: 1,
        limit: 12,
        total: CATALOGUE_COUNT_LIMIT,
        pages: Math.ceil(CATALOGUE_COUNT_LIMIT / 12),
        totalIsLowerBound: true,
      });
      expect(Object.keys(rows[0]).sort()).toEqual(
        [
          'id',
          'name',
          'country',
          'city',
          'website',
          'imageUrl',
          'specialties',
          'featured',
          'description',
          'founded',
          'studentsTotal',
          'universityType',
          'phone',
          'email',
          'applicationFee',
          'responseTimeDays',
          'qsRank',
          'theRank',
          'tuitionRangeMin',
          'tuitionRangeMax',
          'admissionRequirements',
          'languageRequirements',
          'programCount',
          'createdAt',
        ].sort(),
      );
    });

    it('pages without gaps or repeats', async () => {
      const seen: number[] = [];
      for (let page = 1, more = true; more; page++) {
        const answer = await universities.list(server().client(), { limit: 37, page });
        seen.push(...answer.universities.map((u) => u.id));
        more = page < answer.pagination.pages || answer.pagination.totalIsLowerBound === true;
      }
      expect(seen).toEqual(all.map((u) => u.id));
    }, 120_000);
  });

  describe('filters', () => {
    const cases: [string, UniversityListQuery][] = [
      ['search over a name word', { search: 'tech' }],
      ['search over several words', { search: 'Technical University' }],
      ['search with a short word', { search: 'univ of' }],
      ['search over a city', { search: 'berlin' }],
      ['search over a country', { search: 'portugal' }],
      ['search over a specialty', { search: 'glacio' }],
      ['search over city and specialty', { search: 'zurich engineering' }],
      ['search in capitals', { search: 'QUILLFEATHER' }],
      ['search ignoring accents', { search: 'krakow' }],
      ['search with accents', { search: 'Münster' }],
      ['search without accents', { search: 'munster' }],
      ['search without a mark no decomposition removes', { search: 'lodz' }],
      ['search that finds nothing', { search: 'xylophonic' }],
      ['country', { country: 'Germany' }],
      ['country in lower case', { country: 'poland' }],
      ['unknown country', { country: 'Atlantis' }],
      ['specialty', { specialty: 'Engineering' }],
      ['specialty in lower case', { specialty: 'glaciology' }],
      ['featured', { featured: true }],
      ['not featured', { featured: false }],
      ['ranking tier top100', { rankingTier: 'top100' }],
      ['ranking tier top200', { rankingTier: 'top200' }],
      ['ranking tier top500', { rankingTier: 'top500' }],
      ['ranking tier ranked', { rankingTier: 'ranked' }],
      ['search and country (the benchmark query)', { search: 'tech', country: 'Germany' }],
      ['specialty and country', { specialty: 'Computer Science', country: 'France' }],
      ['featured and search', { featured: true, search: 'university' }],
      ['ranking tier and country', { rankingTier: 'ranked', country: 'United Kingdom' }],
      [
        'everything at once',
        { search: 'uni', country: 'Germany', specialty: 'Business', featured: false, rankingTier: 'ranked' },
      ],
      // Thousands of matches: SQLite reads these pages by walking the order index.
      ['a search that matches most', { search: 'e' }],
      ['a search that matches most, with a specialty', { search: 'u', specialty: 'Computer Science' }],
      ['a common specialty', { specialty: 'Computer Science' }],
      ['a common specialty, not featured', { specialty: 'computer science', featured: false }],
    ];

    it.each(cases)('filters by %s', async (_, query) => {
      const own = all.filter((u) => oracle(u, query));
      const rows = await expectAnswer(server().client(), query, own);
      // Filtering keeps the catalogue's order.
      expect(rows.slice(0, own.length).map((u) => u.id)).toEqual(own.map((u) => u.id));
    });

    it('has data for every filter to find', () => {
      for (const [label, query] of cases) {
        if (label.includes('nothing') || label.includes('unknown') || label.includes('at once')) continue;
        expect(all.filter((u) => oracle(u, query)).length, label).toBeGreaterThan(0);
      }
    });

    it('has filters with thousands of matches and filters with a few', () => {
      const counts = cases.map(([, query]) => all.filter((u) => oracle(u, query)).length);
      expect(counts.filter((n) => n >= 1_000).length).toBeGreaterThanOrEqual(4);
      expect(counts.filter((n) => n > 0 && n < 50).length).toBeGreaterThanOrEqual(4);
    });

    it('answers pages deep into a large match set', async () => {
      const query: UniversityListQuery = { search: 'e', limit: 25 };
      const expected = await expectAnswer(
        server().client(),
        { search: 'e' },
        all.filter((u) => oracle(u, query)),
      );
      const last = Math.ceil(expected.length / 25);
      for (const page of [2, Math.floor(last / 2), last]) {
        const answer = await universities.list(server().client(), { ...query, page });
        expect(answer.universities.map((u) => u.id)).toEqual(
          expected.slice((page - 1) * 25, page * 25).map((u) => u.id),
        );
      }
      expect((await universities.list(server().client(), { ...query, page: last + 1 })).universities).toEqual([]);
    });

    it('stops counting past 1,000 matches, or past the page asked for, and says the total is a lower bound', async () => {
      const query: UniversityListQuery = { search: 'e', limit: 12 };
      const found = all.filter((u) => oracle(u, query)).length;
      expect(found).toBeGreaterThan(1_300);
      const first = await universities.list(server().client(), query);
      expect(first.pagination).toEqual({ page: 1, limit: 12, total: 1_000, pages: 84, totalIsLowerBound: true });
      const deep = await universities.list(server().client(), { ...query, page: 100 });
      expect(deep.universities).toHaveLength(12);
      expect(deep.pagination).toEqual({ page: 100, limit: 12, total: 1_200, pages: 100, totalIsLowerBound: true });
      const few = await universities.list(server().client(), { search: 'quillfeather' });
      expect(few.pagination).not.toHaveProperty('totalIsLowerBound');
    });

    it('finds the fixtures by their ranks: the better of QS and THE counts', async () => {
      const [quill, marrow, oaken, brindle] = fixtureIds;
      const tier = async (rankingTier: UniversityListQuery['rankingTier']) =>
        (await readAll(server().client(), { rankingTier })).rows.map((u) => u.id);
      expect(await tier('top100')).toContain(quill);
      expect(await tier('top100')).not.toContain(marrow);
      expect(await tier('top200')).toEqual(expect.arrayContaining([quill, marrow]));
      expect(await tier('top500')).toEqual(expect.arrayContaining([quill, marrow, oaken]));
      expect(await tier('top500')).not.toContain(brindle);
      expect(await tier('ranked')).toEqual(expect.arrayContaining([quill, marrow, oaken, brindle]));
    });
  });

  describe('pagination edges', () => {
    it('answers a page beyond the end with an empty list and the right total and pages', async () => {
      const answer = await universities.list(server().client(), { page: 10_000, limit: 10 });
      expect(answer.universities).toEqual([]);
      expect(answer.pagination).toEqual({
        page: 10_000,
        limit: 10,
        total: all.length,
        pages: Math.ceil(all.length / 10),
      });
    });

    it('answers an empty search result with zero pages', async () => {
      const answer = await universities.list(server().client(), { search: 'xylophonic' });
      expect(answer).toEqual({ universities: [], pagination: { page: 1, limit: 12, total: 0, pages: 0 } });
    });

    it('serves limit 1 and limit 100', async () => {
      const one = await universities.list(server().client(), { limit: 1, page: 3 });
      expect(one.universities.map((u) => u.id)).toEqual([all[2].id]);
      expect(one.pagination).toMatchObject({ total: CATALOGUE_COUNT_LIMIT, totalIsLowerBound: true });
      const hundred = await universities.list(server().client(), { limit: 100, page: 2 });
      expect(hundred.universities.map((u) => u.id)).toEqual(all.slice(100, 200).map((u) => u.id));
    });

    it.each([
      [{ limit: 101 }, 'limit', 'Must be at most 100'],
      [{ limit: 0 }, 'limit', 'Must be at least 1'],
      [{ page: 0 }, 'page', 'Must be at least 1'],
      [{ page: -1 }, 'page', 'Must be a whole number'],
      [{ page: 1.5 }, 'page', 'Must be a whole number'],
      [{ limit: 'ten' }, 'limit', 'Must be a whole number'],
      [{ rankingTier: 'top10' }, 'rankingTier', undefined],
      [{ featured: 'yes' }, 'featured', undefined],
    ])('refuses %o with 400 naming the field', async (query, field, message) => {
      const error = await apiError(universities.list(server().client(), query as UniversityListQuery));
      expect(error.status).toBe(400);
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.errors.map((e) => e.field)).toEqual([field]);
      if (message) expect(error.errors[0].message).toBe(message);
    });
  });

  describe('one university', () => {
    it('answers a university with its academic programmes', async () => {
      const { university } = await universities.retrieve(server().client(), fixtureIds[0]);
      expect(university).toMatchObject({
        id: fixtureIds[0],
        name: 'Quillfeather Institute of Technology',
        city: 'Zürich',
        country: 'Switzerland',
        specialties: ['Glaciology', 'Engineering'],
        featured: true,
        qsRank: 42,
        theRank: 180,
        programCount: 3,
      });
      expect(university.academicPrograms.map((p) => p.name)).toEqual([
        'BSc Glaciology',
        'MSc Ice Engineering',
        'PhD Glaciology',
      ]);
      expect(university.academicPrograms[1]).toEqual({
        id: expect.any(Number),
        name: 'MSc Ice Engineering',
        category: 'Engineering',
        level: "Master's Degree",
        language: 'German',
        durationMonths: 24,
        tuitionFee: 1500,
        intake: 'February',
        source: 'fixture',
        applicationDeadline: null,
        requiredDocuments: expect.any(Array),
      });
      expect(university.academicPrograms[2]).toMatchObject({
        language: null,
        durationMonths: null,
        tuitionFee: null,
        intake: null,
        source: null,
      });
    });

    it('agrees with the list about every field and the number of programmes', async () => {
      for (const listed of [all[0], all[Math.floor(all.length / 2)], all.at(-1)!]) {
        const { university } = await universities.retrieve(server().client(), listed.id);
        const { academicPrograms, ...fields } = university;
        expect(fields).toEqual(listed);
        expect(academicPrograms).toHaveLength(listed.programCount);
      }
    });

    it('answers an unknown id with 404', async () => {
      const error = await apiError(universities.retrieve(server().client(), 2_000_000_000));
      expect(error.status).toBe(404);
      expect(error.code).toBe('NOT_FOUND');
      expect(error.message).toBe('University not found');
    });

    it.each(['abc', '-1', '0', '1.5', '99999999999', '1e3', '0x1', '%00', '%E0%A4%A', 'null', ' 1'])(
      'answers the id %j with 400 or 404, never 500',
      async (id) => {
        const response = await fetch(`${server().url}/api/universities/${id}`);
        expect([400, 404]).toContain(response.status);
        const body = await response.json();
        expect(body).toMatchObject({
          statusCode: response.status,
          code: expect.any(String),
          message: expect.any(String),
        });
      },
    );
  });

  describe('absurd queries', () => {
    it('refuses a 10 KB search with 400', async () => {
      const error = await apiError(universities.list(server().client(), { search: 'a'.repeat(10_240) }));
      expect(error.status).toBe(400);
      expect(error.errors).toEqual([{ field: 'search', message: 'Search is too long' }]);
    });

    it.each([
      '"',
      '*',
      'OR',
      'AND',
      'NOT',
      'NEAR(',
      "')--",
      "'; DROP TABLE universities; --",
      'tech*',
      '"tech',
      'name:tech',
      '^tech',
      'tech OR law',
      '(tech)',
      '{tech}',
      'a & b | !c',
      'x:*',
      '\\',
      '%',
      '_',
      '%25',
      'München',
      'Kraków',
      'Łódź',
      'Zürich',
      'جامعة',
      '大学',
      'Πανεπιστήμιο',
      '🎓',
      '🎓 tech',
      '\u200b',
      'e\u0301cole',
      '½',
      'Ⅻ',
      '\uFFFF',
      '1e9999',
      '-1',
      ' '.repeat(150),
    ])('answers the search %j with 200', async (search) => {
      const answer = await universities.list(server().client(), { search });
      // Words no university matches together with the others are left out, and named.
      const left = new Set(answer.ignoredWords);
      const kept = search
        .split(/[^\p{L}\p{N}\p{M}]+/u)
        .filter((word) => !left.has(word))
        .join(' ');
      const rows = await expectAnswer(
        server().client(),
        { search },
        all.filter((u) => oracle(u, { search: kept })),
      );
      expect(answer.pagination.total).toBe(firstPageCount(rows.length).total);
    });

    it('answers filters made of syntax with 200 and nothing found', async () => {
      for (const text of ["' OR 1=1 --", '%', '*', '🎓']) {
        for (const key of ['country', 'specialty'] as const) {
          const answer = await universities.list(server().client(), { [key]: text });
          expect(answer.pagination.total).toBe(0);
        }
      }
    });

    it('refuses text with a NUL character with 400', async () => {
      for (const key of ['search', 'country', 'specialty'] as const) {
        const error = await apiError(universities.list(server().client(), { [key]: 'a\u0000b' }));
        expect(error.status).toBe(400);
        expect(error.errors.map((e) => e.field)).toEqual([key]);
      }
    });

    it('refuses a repeated parameter with 400', async () => {
      const response = await fetch(`${server().url}/api/universities?country=Germany&country=France`);
      expect(response.status).toBe(400);
      expect((await response.json()).errors[0].field).toBe('country');
    });
  });

  describe('meta', () => {
    it('answers the countries with their number of universities, most first', async () => {
      const { countries } = await universities.countries(server().client());
      const counts = new Map<string, number>();
      for (const u of all) counts.set(u.country, (counts.get(u.country) ?? 0) + 1);
      expect(countries.map((c) => Object.keys(c).sort())).toEqual(countries.map(() => ['name', 'universityCount']));
      expect(new Map(countries.map((c) => [c.name, c.universityCount]))).toEqual(counts);
      const numbers = countries.map((c) => c.universityCount);
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    });

    it('answers every specialty once, alphabetically', async () => {
      const { specialties } = await universities.specialties(server().client());
      const expected = [...new Set(all.flatMap((u) => u.specialties))].sort(byName);
      expect(specialties).toEqual(expected);
      expect(specialties).toContain('Glaciology');
    });

    it('answers the same under the extra /api prefix some screens use', async () => {
      // Not a path of the API's document: asked without the SDK, which checks each call against it.
      const read = async (path: string) => (await fetch(`${server().url}/api/api${path}`)).json();
      const client = server().client();
      expect(await read('/universities/meta/countries')).toEqual(await universities.countries(client));
      expect(await read('/universities/meta/specialties')).toEqual(await universities.specialties(client));
    });
  });
});
