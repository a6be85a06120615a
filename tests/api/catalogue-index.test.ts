import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKING_TIERS } from '#sdk/schemas/enums';
import { otherNamesOf } from '#server/db/catalogue-names/other-names.ts';
import { readOtherNames } from '#server/db/catalogue-names/stored-other-names.ts';
import { randomSource, seedSyntheticUniversities } from '#server/db/seed/synthetic.ts';
import type { Database } from '#server/db/tables/database.ts';
import { catalogueRevision } from '#server/services/universities/catalogue-cache.ts';
import {
  catalogueIndexAt,
  catalogueIndexSettled,
  keepCatalogueIndex,
  stopCatalogueIndex,
} from '#server/services/universities/catalogue-search/catalogue-index/index-keeper.ts';
import {
  keepProgrammeIndex,
  programmeIndexAt,
  programmeIndexSettled,
  stopProgrammeIndex,
} from '#server/services/programs/programme-index/programme-index-keeper.ts';
import { listUniversities } from '#server/services/universities/catalogue-search/catalogue-search.ts';
import type { UniversityFilter } from '#server/services/universities/catalogue-search/university-search.ts';
import { insertUniversity, updateUniversity } from '#server/services/universities/university.repository.ts';
import { recommendUniversities } from '#server/services/students/recommendations.ts';
import { openTestDatabase } from '#tests/support/database.ts';
import { postgresAvailable } from '#tests/support/postgres.ts';
import type { TestDialect } from '#tests/support/server.ts';

/**
 * The catalogue and programme indexes answer exactly what the database's own search answers: the
 * same count (stopping at the same place), the same page in the same order, the same programmes
 * named, for a mix of searches like the search-mix benchmark's (universities' and programmes'
 * words), and again after the catalogue changes.
 */
const dialect = (process.env.TEST_DIALECT as TestDialect) || 'sqlite';
const canRun = dialect === 'sqlite' || (await postgresAvailable());

/** Names sorted close together, accents, and a name twice, so that order and folding are tested. */
const FIXTURES = [
  { name: 'Åbo Akademi', country: 'Finland', city: 'Turku', specialties: ['Law'], featured: true, qs_rank: 90 },
  { name: 'Abo Technical College', country: 'Finland', city: 'Turku', specialties: ['Engineering'] },
  { name: 'Politechnika Łódzka', country: 'Poland', city: 'Łódź', specialties: ['Engineering', 'Computer Science'] },
  { name: 'Twin Name University', country: 'Malta', city: 'Msida', specialties: ['Law'], the_rank: 450 },
  { name: 'Twin Name University', country: 'Malta', city: 'Valletta', specialties: ['Medicine'], featured: true },
];

interface Search {
  filter: UniversityFilter;
  page: { offset: number; limit: number };
  countUpTo?: number;
}

function searchMix(
  vocabulary: { words: string[]; programmeWords: string[]; countries: string[]; specialties: string[] },
  n: number,
) {
  const random = randomSource(3);
  const typed = () => {
    const word = random.pick(random.chance(0.3) ? vocabulary.programmeWords : vocabulary.words);
    return random.chance(0.5) ? word : word.slice(0, random.int(1, Math.max(1, word.length)));
  };
  return Array.from({ length: n }, (): Search => {
    const filter: UniversityFilter = {};
    if (random.chance(0.7)) filter.search = random.chance(0.3) ? `${typed()} ${typed()}` : typed();
    if (random.chance(0.35)) filter.country = random.pick(vocabulary.countries);
    if (random.chance(0.3)) filter.specialty = random.pick(vocabulary.specialties);
    if (random.chance(0.15)) filter.featured = random.chance(0.5);
    if (random.chance(0.15)) filter.rankingTier = random.pick(RANKING_TIERS);
    const limit = random.pick([12, 12, 37, 100]);
    const page = random.chance(0.1) ? random.int(20, 200) : random.int(1, 5);
    // The public catalogue counts up to 1,000 or the page's end; the admin list counts everything.
    const offset = (page - 1) * limit;
    return {
      filter,
      page: { offset, limit },
      countUpTo: random.chance(0.8) ? Math.max(1_000, offset + limit) : undefined,
    };
  });
}

const answer = async (db: Kysely<Database>, search: Search) => {
  const { rows, total, totalIsLowerBound, matchedPrograms } = await listUniversities(
    db,
    dialect,
    search.filter,
    search.page,
    search.countUpTo,
  );
  return { ids: rows.map((row) => row.id), total, totalIsLowerBound, ...(matchedPrograms && { matchedPrograms }) };
};

describe.skipIf(!canRun)(`catalogue index [${dialect}]`, () => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  let searches: Search[];

  /** Answers from the indexes: kept, built for the current revision. */
  async function fromIndex(search: Search) {
    const revision = await catalogueRevision(db);
    expect(catalogueIndexAt(db, revision)).toBeDefined();
    if (search.filter.search) expect(programmeIndexAt(db, revision)).toBeDefined();
    return answer(db, search);
  }

  async function indexCaughtUp() {
    const revision = await catalogueRevision(db);
    catalogueIndexAt(db, revision);
    programmeIndexAt(db, revision);
    await Promise.all([catalogueIndexSettled(db), programmeIndexSettled(db)]);
    expect(catalogueIndexAt(db, await catalogueRevision(db))).toBeDefined();
  }

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase(dialect));
    await seedSyntheticUniversities(db, 4_000, { seed: 11 });
    await db.transaction().execute(async (trx) => {
      for (const fixture of FIXTURES) await insertUniversity(trx, fixture);
    });
    const rows = await db.selectFrom('universities').select(['name', 'city', 'country', 'specialties']).execute();
    const programmes = await db.selectFrom('programs').select(['name', 'name_ar']).execute();
    const names = await readOtherNames(db);
    searches = searchMix(
      {
        // The English words, the Arabic names the search indexes beside them, and the programmes' names.
        words: rows.flatMap((row) => [
          ...row.name.split(' '),
          row.city,
          ...otherNamesOf({ ...row, specialties: JSON.parse(row.specialties) }, names).flatMap((name) =>
            name.split(' '),
          ),
        ]),
        programmeWords: programmes.flatMap((programme) => [
          ...programme.name.split(' '),
          ...(programme.name_ar ?? '').split(' ').filter(Boolean),
        ]),
        countries: [...new Set(rows.map((row) => row.country)), 'finland', 'Atlantis'],
        specialties: [...new Set(rows.flatMap((row) => JSON.parse(row.specialties) as string[])), 'law'],
      },
      400,
    );
  }, 120_000);

  afterAll(async () => {
    stopCatalogueIndex(db);
    stopProgrammeIndex(db);
    await close?.();
  });

  it('answers a mix of 400 searches, filters and pages exactly as the database does', async () => {
    const expected = [];
    for (const search of searches) expected.push(await answer(db, search));
    expect(expected.filter((e) => e.totalIsLowerBound).length).toBeGreaterThan(10);
    expect(expected.filter((e) => e.total > 0 && e.total < 20).length).toBeGreaterThan(20);

    // Searches of programmes' words: some universities are found by their programmes alone.
    expect(expected.filter((e) => e.matchedPrograms).length).toBeGreaterThan(20);

    await Promise.all([keepCatalogueIndex(db, dialect), keepProgrammeIndex(db, dialect)]);
    await indexCaughtUp();
    for (const [i, search] of searches.entries())
      expect(await fromIndex(search), JSON.stringify(search)).toEqual(expected[i]);
  }, 120_000);

  it("recommends a student's universities as the database does: both matches first, then either, then the featured", async () => {
    const preferences = [
      { countries: ['Germany'], programs: ['MSc Computer Science'] },
      { countries: ['malta', 'Finland'], programs: ['Law', 'bachelor of medicine'] },
      { countries: ['Atlantis'], programs: [] },
      { countries: [], programs: ['Engineering'] },
      { countries: [], programs: [] },
      { countries: ['Poland'], programs: ['Political Science and Economics'] },
    ];
    stopCatalogueIndex(db);
    const expected = [];
    for (const preference of preferences) expected.push(await recommendUniversities(db, preference));
    expect(expected[1].length).toBe(6);
    await keepCatalogueIndex(db, dialect);
    await indexCaughtUp();
    for (const [i, preference] of preferences.entries())
      expect(
        (await recommendUniversities(db, preference)).map((u) => u.id),
        JSON.stringify(preference),
      ).toEqual(expected[i].map((u) => u.id));
  });

  it('answers from the database while it is behind a change, then from an index that shows the change', async () => {
    const quiet = { filter: { search: 'quietbrook' }, page: { offset: 0, limit: 12 }, countUpTo: 1_000 };
    const [twin] = (await answer(db, { filter: { search: 'twin' }, page: { offset: 0, limit: 12 } })).ids;
    expect(await fromIndex(quiet)).toEqual({ ids: [], total: 0, totalIsLowerBound: false });

    await db
      .transaction()
      .execute((trx) => updateUniversity(trx, twin, { name: 'Quietbrook University', featured: true }));
    // The index is behind: this search is answered by the database, and already finds the change.
    expect(await answer(db, quiet)).toEqual({ ids: [twin], total: 1, totalIsLowerBound: false });
    await indexCaughtUp();
    expect(await fromIndex(quiet)).toEqual({ ids: [twin], total: 1, totalIsLowerBound: false });
    const featuredFirst = await fromIndex({
      filter: { featured: true, search: 'quiet' },
      page: { offset: 0, limit: 1 },
    });
    expect(featuredFirst.ids).toEqual([twin]);

    await db.deleteFrom('universities').where('id', '=', twin).execute();
    await indexCaughtUp();
    expect(await fromIndex(quiet)).toEqual({ ids: [], total: 0, totalIsLowerBound: false });
  });
});
