import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_DEGREE_LEVELS } from '#sdk/schemas/constants';
import { PROGRAM_SORTS } from '#sdk/schemas/program-catalogue';
import { FEE_GROUPS, STUDY_MODES } from '#sdk/schemas/program-parts';
import { randomSource, seedSyntheticUniversities } from '#server/db/seed/synthetic.ts';
import type { Database } from '#server/db/tables/database.ts';
import { todayDate } from '#server/services/programs/intake-status.ts';
import { findProgrammePage } from '#server/services/programs/program-catalogue.service.ts';
import {
  programmeIndexAt,
  programmeIndexSettled,
  keepProgrammeIndex,
  stopProgrammeIndex,
} from '#server/services/programs/programme-index/programme-index-keeper.ts';
import { catalogueRevision } from '#server/services/universities/catalogue-cache.ts';
import { searchTerms } from '#server/services/universities/catalogue-search/university-search.ts';
import type { App } from '#server/utils/app.ts';
import { openTestDatabase } from '#tests/support/database.ts';
import { postgresAvailable } from '#tests/support/postgres.ts';
import type { TestDialect } from '#tests/support/server.ts';

/**
 * The programme index answers exactly what the database answers for GET /api/programs: the same
 * total and the same page in the same order, for a mix of searches, filters, sorts and pages like
 * the programs benchmark's, and again after the catalogue changes.
 */
const dialect = (process.env.TEST_DIALECT as TestDialect) || 'sqlite';
const canRun = dialect === 'sqlite' || (await postgresAvailable());

type Query = Parameters<typeof findProgrammePage>[1];
interface Search {
  query: Query;
  page: { offset: number; limit: number };
}

interface Vocabulary {
  words: string[];
  fields: string[];
  countries: string[];
  cities: string[];
  universityIds: number[];
}

function searchMix(vocabulary: Vocabulary, n: number): Search[] {
  const random = randomSource(28);
  return Array.from({ length: n }, () => {
    const query: Record<string, unknown> = { page: 1, limit: 12, sort: random.pick([...PROGRAM_SORTS, 'relevance']) };
    if (random.chance(0.5)) {
      const word = random.pick(vocabulary.words);
      const typed = random.chance(0.5) ? word : word.slice(0, random.int(1, word.length));
      query.q = random.chance(0.2) ? `${typed} ${random.pick(vocabulary.words)}` : typed;
    }
    if (random.chance(0.25)) query.level = random.pick(AGENCY_DEGREE_LEVELS);
    if (random.chance(0.25)) query.field = random.pick(vocabulary.fields);
    if (random.chance(0.15)) query.language = random.pick(['en', 'de', 'fr', 'es', 'it', 'nl']);
    if (random.chance(0.3)) query.country = random.pick(vocabulary.countries);
    if (random.chance(0.1)) query.city = random.pick(vocabulary.cities);
    if (random.chance(0.08)) query.universityId = random.pick(vocabulary.universityIds);
    if (random.chance(0.1)) query.mode = random.pick(STUDY_MODES);
    if (random.chance(0.4)) query.feeGroup = random.pick(FEE_GROUPS);
    if (random.chance(0.2)) query.tuitionMax = random.int(0, 30) * 1_000;
    if (random.chance(0.2)) query.openNow = true;
    if (random.chance(0.15)) query.startMonth = random.int(1, 12);
    const limit = random.pick([12, 12, 25, 100]);
    const page = random.chance(0.1) ? random.int(5, 40) : random.int(1, 3);
    return { query: query as Query, page: { offset: (page - 1) * limit, limit } };
  });
}

describe.skipIf(!canRun)(`programme index [${dialect}]`, () => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  let app: App;
  let searches: Search[];
  const today = todayDate();

  const answer = (search: Search) =>
    findProgrammePage(app, search.query, search.query.q ? searchTerms(search.query.q) : [], today, search.page);

  async function indexCaughtUp() {
    programmeIndexAt(db, await catalogueRevision(db));
    await programmeIndexSettled(db);
    expect(programmeIndexAt(db, await catalogueRevision(db))).toBeDefined();
  }

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase(dialect));
    app = { db, dialect } as App;
    await seedSyntheticUniversities(db, 400, { seed: 12 });
    const rows = await db
      .selectFrom('programs as p')
      .innerJoin('universities as u', 'u.id', 'p.university_id')
      .select(['p.name', 'p.field_broad', 'p.field_narrow', 'p.campus_city', 'u.country', 'u.id', 'u.name as uname'])
      .execute();
    const distinct = (values: (string | null)[]) => [...new Set(values.filter((x): x is string => Boolean(x)))];
    searches = searchMix(
      {
        words: distinct(rows.flatMap((row) => [...row.name.split(' '), ...row.uname.split(' '), 'mba', 'ingles'])),
        fields: distinct(rows.flatMap((row) => [row.field_broad, row.field_narrow])),
        countries: [...distinct(rows.map((row) => row.country)), 'germany', 'Atlantis'],
        cities: distinct(rows.map((row) => row.campus_city)),
        universityIds: [...new Set(rows.map((row) => row.id))],
      },
      400,
    );
  }, 180_000);

  afterAll(async () => {
    stopProgrammeIndex(db);
    await close?.();
  });

  it('answers a mix of 400 searches, filters, sorts and pages exactly as the database does', async () => {
    const expected = [];
    for (const search of searches) expected.push(await answer(search));
    expect(expected.filter((e) => e.total > 1_000).length).toBeGreaterThan(10);
    expect(expected.filter((e) => e.total > 0 && e.total < 30).length).toBeGreaterThan(20);

    await keepProgrammeIndex(db, dialect);
    await indexCaughtUp();
    for (const [i, search] of searches.entries()) {
      expect(programmeIndexAt(db, await catalogueRevision(db))).toBeDefined();
      expect(await answer(search), JSON.stringify(search)).toEqual(expected[i]);
    }
  }, 180_000);

  it('answers from the database while it is behind a change, then from an index that shows the change', async () => {
    const quiet: Search = { query: { page: 1, limit: 12, q: 'quietbrook' } as Query, page: { offset: 0, limit: 12 } };
    await indexCaughtUp();
    expect(await answer(quiet)).toEqual({ total: 0, ids: [] });
    const { id } = await db.selectFrom('programs').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db
      .updateTable('programs')
      .set({ name: 'Quietbrook Studies', search_words: ' quietbrook studies ' })
      .where('id', '=', id)
      .execute();
    expect(programmeIndexAt(db, await catalogueRevision(db))).toBeUndefined();
    expect(await answer(quiet)).toEqual({ total: 1, ids: [id] });
    await indexCaughtUp();
    expect(await answer(quiet)).toEqual({ total: 1, ids: [id] });
    await db.deleteFrom('programs').where('id', '=', id).execute();
    await indexCaughtUp();
    expect(await answer(quiet)).toEqual({ total: 0, ids: [] });
  });
});
