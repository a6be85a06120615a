import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '#sdk/schemas/eligibility';
import type { Requirements } from '#sdk/schemas/program-parts';
import type { CatalogueProgram } from '#sdk/schemas/program-catalogue';
import { randomSource, seedSyntheticUniversities } from '#server/db/seed/synthetic.ts';
import type { Database } from '#server/db/tables/database.ts';
import { evaluate } from '#server/services/eligibility/evaluate.ts';
import { type MatchSearch, matchesInIndex } from '#server/services/eligibility/requirements-index/match-search.ts';
import {
  keepRequirementsIndex,
  requirementsIndexAt,
  requirementsIndexSettled,
  stopRequirementsIndex,
} from '#server/services/eligibility/requirements-index/requirements-index-keeper.ts';
import { todayDate } from '#server/services/programs/intake-status.ts';
import { presentCatalogue } from '#server/services/programs/program-catalogue.service.ts';
import { catalogueRevision } from '#server/services/universities/catalogue-cache.ts';
import type { App } from '#server/utils/app.ts';
import { openTestDatabase } from '#tests/support/database.ts';
import { postgresAvailable } from '#tests/support/postgres.ts';
import type { TestDialect } from '#tests/support/server.ts';

/**
 * A student's matches from the requirements index are exactly those of the engine run over every
 * programme of the catalogue (the oracle: each programme read whole by presentCatalogue, evaluated,
 * filtered, ranked by score then id), for a few thousand programmes with mixed requirements, fees
 * and intakes, and profiles complete and not, on every filter; and again after the catalogue changes.
 */
const dialect = (process.env.TEST_DIALECT as TestDialect) || 'sqlite';
const canRun = dialect === 'sqlite' || (await postgresAvailable());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The synthetic catalogue's requirements are alike; these make them as mixed as a real catalogue's. */
function mixedRequirements(random: ReturnType<typeof randomSource>, stated: Requirements): Requirements {
  const grade = random.pick([
    null,
    { value: random.pick([2.5, 2.8, 3, 3.3, 3.5]), scale: 'US_4' as const },
    { value: random.int(55, 85), scale: 'PERCENT' as const },
    { value: random.pick([10, 11, 12, 14]), scale: 'FR_20' as const },
    { value: random.pick(['UPPER_SECOND', 'LOWER_SECOND'] as const), scale: 'UK_CLASS' as const },
    { value: random.pick([2, 2.5, 3]), scale: 'DE_5' as const },
  ]);
  const english = random.pick([
    null,
    stated.english,
    { ieltsOverall: random.pick([5.5, 6, 6.5, 7]), toeflIbt: random.pick([null, 80, 90, 100]) },
    { toeflIbt: random.pick([72, 88, 95]) },
    { pteAcademic: random.pick([50, 58, 65]), duolingo: random.pick([null, 105, 120]) },
  ]);
  return {
    ...stated,
    priorDegree: random.chance(0.2) ? random.pick(['SECONDARY', 'BACHELOR', 'MASTER'] as const) : stated.priorDegree,
    minimumGrade: grade,
    english,
  };
}

/** Mixes the seeded catalogue: requirements, fees missing or changed, intakes full, unwindowed, passed or gone. */
async function mixCatalogue(db: Kysely<Database>) {
  const random = randomSource(41);
  const programmes = await db.selectFrom('programs').select(['id', 'requirements']).orderBy('id').execute();
  for (const programme of programmes) {
    const requirements = mixedRequirements(random, JSON.parse(programme.requirements));
    await db
      .updateTable('programs')
      .set({ requirements: JSON.stringify(requirements) })
      .where('id', '=', programme.id)
      .execute();
    const roll = random.int(1, 20);
    if (roll === 1) await db.deleteFrom('program_fees').where('program_id', '=', programme.id).execute();
    else if (roll === 2)
      await db
        .updateTable('program_fees')
        .set({ amount: random.int(0, 40) * 500, currency: 'EUR' })
        .where('program_id', '=', programme.id)
        .execute();
    else if (roll === 3) await db.deleteFrom('program_intakes').where('program_id', '=', programme.id).execute();
    else if (roll === 4)
      await db
        .updateTable('program_intakes')
        .set({ seats: 10, seats_taken: 10 })
        .where('program_id', '=', programme.id)
        .execute();
    else if (roll === 5)
      await db
        .updateTable('program_intakes')
        .set({
          eu_opens: null,
          eu_closes: null,
          non_eu_opens: null,
          non_eu_closes: null,
          non_eu_visa_opens: null,
          non_eu_visa_closes: null,
        })
        .where('program_id', '=', programme.id)
        .execute();
    else if (roll === 6)
      await db
        .updateTable('program_intakes')
        .set({ non_eu_closes: inDays(-3), non_eu_visa_closes: inDays(-3), eu_closes: inDays(random.int(1, 200)) })
        .where('program_id', '=', programme.id)
        .execute();
  }
}

const PROFILES: Profile[] = [
  {
    degreeLevel: "Bachelor's Degree",
    grade: { value: 3.4, scale: 'US_4' },
    english: { test: 'IELTS', score: 7 },
    nationality: 'Jordan',
    budget: 12_000,
  },
  {
    degreeLevel: 'High School',
    grade: { value: 88, scale: 'PERCENT' },
    english: { test: 'TOEFL_IBT', score: 90 },
    nationality: 'Egypt',
    budget: 6_000,
  },
  {
    degreeLevel: "Master's Degree",
    grade: { value: 'UPPER_SECOND', scale: 'UK_CLASS' },
    english: { test: 'PTE', score: 62 },
    nationality: 'Germany',
    budget: null,
  },
  {
    degreeLevel: "Bachelor's Degree",
    grade: { value: 14, scale: 'FR_20' },
    english: null,
    nationality: 'Morocco',
    budget: 20_000,
  },
  {
    degreeLevel: "Bachelor's Degree",
    grade: null,
    english: { test: 'DUOLINGO', score: 115 },
    nationality: 'United States',
    budget: 0,
  },
  {
    degreeLevel: 'Other',
    grade: { value: 2.1, scale: 'DE_5' },
    english: { test: 'IELTS', score: 6 },
    nationality: 'France',
    budget: 3_000,
  },
  { degreeLevel: null, grade: null, english: null, nationality: null, budget: null },
  {
    degreeLevel: 'PhD/Doctorate',
    grade: { value: 4.5, scale: 'GULF_5' },
    english: { test: 'CAMBRIDGE', score: 185 },
    nationality: 'Saudi Arabia',
    budget: 30_000,
  },
];

describe.skipIf(!canRun)(`requirements index [${dialect}]`, () => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  let app: App;
  const today = todayDate();
  let searches: MatchSearch[];

  /** Every programme of the catalogue, whole, as the engine reads it. */
  async function catalogue() {
    const ids = (await db.selectFrom('programs').select('id').orderBy('id').execute()).map((row) => row.id);
    return presentCatalogue(app, ids, today);
  }

  /** The engine over every programme of the catalogue: the answer the index must give. */
  function scan(programs: CatalogueProgram[], profile: Profile, search: MatchSearch) {
    return programs
      .filter((program) => search.level === undefined || program.level === search.level)
      .filter(
        (program) =>
          search.country === undefined || program.university.country.toLowerCase() === search.country.toLowerCase(),
      )
      .map((program) => ({ id: program.id, ...evaluate(profile, program, today) }))
      .filter(({ verdict }) => (search.verdict ? verdict === search.verdict : verdict !== 'NOT_ELIGIBLE'))
      .sort((a, b) => b.score - a.score || a.id - b.id)
      .slice(0, search.limit)
      .map(({ id, score }) => ({ id, score }));
  }

  async function caughtUp() {
    requirementsIndexAt(db, await catalogueRevision(db));
    await requirementsIndexSettled(db);
    const index = requirementsIndexAt(db, await catalogueRevision(db));
    expect(index).toBeDefined();
    return index!;
  }

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase(dialect));
    app = { db, dialect } as App;
    await seedSyntheticUniversities(db, 300, { seed: 17 });
    await mixCatalogue(db);
    const countries = await db.selectFrom('universities').select('country').distinct().orderBy('country').execute();
    searches = [
      { limit: 20 },
      { limit: 50 },
      { limit: 1 },
      { limit: 20, verdict: 'ELIGIBLE' },
      { limit: 20, verdict: 'CONDITIONAL' },
      { limit: 20, verdict: 'UNKNOWN' },
      { limit: 20, verdict: 'NOT_ELIGIBLE' },
      { limit: 20, level: "Master's Degree" },
      { limit: 10, level: 'Foundation' },
      { limit: 20, country: countries[0].country.toUpperCase() },
      { limit: 50, country: countries[countries.length - 1].country, level: "Bachelor's Degree" },
      { limit: 20, country: 'Atlantis' },
    ];
    await keepRequirementsIndex(db, dialect);
  }, 300_000);

  afterAll(async () => {
    stopRequirementsIndex(db);
    await close?.();
  });

  it('answers every profile and filter exactly as the engine over every programme', async () => {
    const index = await caughtUp();
    expect(index.ids.length).toBeGreaterThan(2_000);
    const programs = await catalogue();
    let found = 0;
    for (const profile of PROFILES)
      for (const search of searches) {
        const expected = scan(programs, profile, search);
        found += expected.length;
        expect(matchesInIndex(index, profile, search, today), JSON.stringify({ profile, search })).toEqual(expected);
      }
    expect(found).toBeGreaterThan(500);
  }, 300_000);

  it('answers from an index that shows a change once the catalogue has changed', async () => {
    const profile = PROFILES[0];
    const [top] = matchesInIndex(await caughtUp(), profile, { limit: 1 }, today);
    await db
      .updateTable('program_fees')
      .set({ amount: 99_000, currency: 'EUR' })
      .where('program_id', '=', top.id)
      .execute();
    expect(requirementsIndexAt(db, await catalogueRevision(db))).toBeUndefined();
    const index = await caughtUp();
    const after = matchesInIndex(index, profile, { limit: 20 }, today);
    expect(after.map((match) => match.id)).not.toContain(top.id);
    expect(after).toEqual(scan(await catalogue(), profile, { limit: 20 }));
  }, 120_000);
});
