// The matches benchmark: GET /api/direct-students/matches, one student's best programmes of the
// whole catalogue, at 1,000,000 programmes (about 10 per synthetic university; BENCH_PROGRAMS),
// on SQLite and then PostgreSQL. Eight students with different profiles (levels, grade scales,
// English tests or none, nationalities EU, visa-free and not, budgets or none, one with almost
// nothing filled in) ask one at a time, each for its default list, 50 of them, master's
// programmes only and one country's; the requirements of the seeded catalogue are first mixed
// (minimum grades on five scales, English on four tests, some with none). Goal on both: p99 at
// most 100 ms, from the requirements index (eligibility/requirements-index/).
//
// Before the databases, the index alone is built at 1,000,000 programmes in this process and
// timed (matches-index-alone.ts): its memory, and its share of a request, whatever size the
// databases can be seeded at. Run `npm run build:server` first. Environment: BENCH_PROGRAMS
// (1000000), BENCH_INDEX_PROGRAMS (1000000; 0 skips it), BENCH_CALLS (calls per student, 40),
// BENCH_DIALECTS (sqlite,postgres).
import { type Kysely, type Selectable, sql } from 'kysely';
import { createClient } from '#sdk/client';
import * as auth from '#sdk/resources/auth';
import * as eligibility from '#sdk/resources/eligibility';
import * as profile from '#sdk/resources/student-profile';
import type { MatchesQuery } from '#sdk/schemas/eligibility';
import type { StudentSetupPayload } from '#sdk/schemas/student';
import type { Database } from '#server/db/tables/database.ts';
import type { StudentTable } from '#server/db/tables/student.table.ts';
import { profileOfStudent } from '#server/services/eligibility/student-profile.ts';
import { indexOfSyntheticCatalogue, timeSearches } from './matches-index-alone.ts';
import {
  benchSettings,
  dialectName,
  eachDialect,
  prepareDatabase,
  programmeCount,
  startServer,
} from './bench-server.ts';
import { count, percentileLine, percentiles, printBesideRecorded } from './recorded-figures.ts';

const { dialects: DIALECTS } = benchSettings({ rounds: 1, seconds: 0 });
const PROGRAMS = Number(process.env.BENCH_PROGRAMS || 1_000_000);
const UNIVERSITIES = Math.max(1, Math.round(PROGRAMS / 10));
const CALLS = Number(process.env.BENCH_CALLS || 40);
/** The index alone is measured at this size whatever the databases' (0: not at all). */
const INDEX_PROGRAMMES = Number(process.env.BENCH_INDEX_PROGRAMS ?? 1_000_000);
const GOAL_P99 = 100;
const SECTION = 'Matches';

/** Requirements other than the synthetic catalogue's one IELTS line, given to programmes by id. */
const MIXED_REQUIREMENTS = [
  { minimumGrade: { value: 3, scale: 'US_4' }, english: { ieltsOverall: 6.5, toeflIbt: 90 } },
  { minimumGrade: { value: 70, scale: 'PERCENT' }, english: { toeflIbt: 80 } },
  { minimumGrade: { value: 2.5, scale: 'DE_5' }, english: { pteAcademic: 58, duolingo: 110 } },
  { minimumGrade: { value: 'UPPER_SECOND', scale: 'UK_CLASS' }, english: { ieltsOverall: 7, toeflIbt: 100 } },
  { minimumGrade: { value: 12, scale: 'FR_20' }, english: null },
].map((stated) => JSON.stringify({ priorDegree: null, otherLanguage: null, note: null, noteAr: null, ...stated }));

async function mixRequirements(db: Kysely<Database>) {
  const cases = MIXED_REQUIREMENTS.map((json, i) => sql`WHEN id % 6 = ${i + 1} THEN ${json}`);
  await sql`UPDATE programs SET requirements = CASE ${sql.join(cases, sql` `)} ELSE requirements END`.execute(db);
}

const person = (name: string, fields: Partial<StudentSetupPayload>): StudentSetupPayload => ({
  firstName: name,
  lastName: 'Bench',
  ...fields,
});

/** The students who ask, by what tells them apart. */
const STUDENTS: Record<string, StudentSetupPayload> = {
  'Jordan, bachelor, US 3.5, IELTS 7, €10–20k': person('Lina', {
    nationality: 'Jordan',
    currentEducationLevel: "Bachelor's Degree",
    gpa: 3.5,
    gradeScale: '4.0 Scale (US)',
    ieltsScore: 7,
    budgetRange: '€10,000 - €20,000',
  }),
  'Egypt, school, 85%, TOEFL 95, under €10k': person('Omar', {
    nationality: 'Egypt',
    currentEducationLevel: 'High School',
    gpa: 85,
    gradeScale: 'Percentage (0-100%)',
    toeflScore: 95,
    budgetRange: 'Under €10,000',
  }),
  'Germany, master, UK 65, IELTS 8, flexible': person('Jonas', {
    nationality: 'Germany',
    currentEducationLevel: "Master's Degree",
    gpa: 65,
    gradeScale: 'UK Class System',
    ieltsScore: 8,
    budgetRange: 'Budget flexible',
  }),
  'Morocco, bachelor, 10-scale 8.2, no English, €20–30k': person('Salma', {
    nationality: 'Morocco',
    currentEducationLevel: "Bachelor's Degree",
    gpa: 8.2,
    gradeScale: '10.0 Scale',
    budgetRange: '€20,000 - €30,000',
  }),
  'India, bachelor, 10-scale 7, IELTS 6, under €10k': person('Priya', {
    nationality: 'India',
    currentEducationLevel: "Bachelor's Degree",
    gpa: 7,
    gradeScale: '10.0 Scale',
    ieltsScore: 6,
    budgetRange: 'Under €10,000',
  }),
  'United States, school, US 3.9, IELTS 9, over €50k': person('Ava', {
    nationality: 'United States',
    currentEducationLevel: 'High School',
    gpa: 3.9,
    gradeScale: '4.0 Scale (US)',
    ieltsScore: 9,
    budgetRange: 'Over €50,000',
  }),
  'Saudi Arabia, bachelor, 5-scale 4.2, TOEFL 80, €30–40k': person('Faisal', {
    nationality: 'Saudi Arabia',
    currentEducationLevel: "Bachelor's Degree",
    gpa: 4.2,
    gradeScale: '5.0 Scale',
    toeflScore: 80,
    budgetRange: '€30,000 - €40,000',
  }),
  'a name only (every verdict UNKNOWN)': person('Nour', {}),
};

/** The lists each student asks for in turn. */
const QUERIES: MatchesQuery[] = [{}, { limit: 50 }, { level: "Master's Degree" }, { country: 'Germany' }];

async function benchDialect(dialect: string) {
  console.log(`\n== ${dialectName(dialect)}: a student's matches at about ${count(PROGRAMS)} programmes`);
  let programs = 0;
  const database = await prepareDatabase(dialect, UNIVERSITIES, async (db) => {
    await mixRequirements(db);
    programs = await programmeCount(db);
  });
  console.log(`  ${count(programs)} programmes`);
  const server = await startServer({
    ...database.env,
    METRICS_TOKEN: 'bench-matches',
    REGISTER_LIMIT_PER_ADDRESS: '1000',
  });
  const all: number[] = [];
  const rows: string[][] = [];
  let index: { buildSeconds: number; megabytes: number; heapMegabytes: number } | undefined;
  try {
    index = await indexFigures(server.origin);
    for (const [label, setup] of Object.entries(STUDENTS)) {
      const client = createClient({ baseUrl: server.origin, retry: false });
      await auth.register(client, {
        email: `${setup.firstName.toLowerCase()}-${dialect}@bench.example`,
        password: 'bench-password-1',
        userType: 'STUDENT',
      });
      await profile.setup(client, setup);
      const first = await eligibility.studentMatches(client);
      const timings: number[] = [];
      for (let call = 0; call < CALLS; call++) {
        const started = performance.now();
        await eligibility.studentMatches(client, QUERIES[call % QUERIES.length]);
        timings.push(performance.now() - started);
      }
      all.push(...timings);
      const figures = percentiles(timings);
      const best = first.matches[0]?.eligibility;
      console.log(
        `  ${label.padEnd(56)} ${percentileLine(figures)}   best ${best ? `${best.verdict} ${best.score}` : 'none'}`,
      );
      rows.push([
        label,
        `${figures.p50.toFixed(0)} ms`,
        `${figures.p95.toFixed(0)} ms`,
        `${figures.p99.toFixed(0)} ms`,
      ]);
    }
  } finally {
    await server.stop();
    await database.drop();
  }
  const overall = percentiles(all);
  console.log(`  all ${all.length} calls: ${percentileLine(overall)}`);
  return { dialect, programs, overall, rows, index: index! };
}

/** The requirements index's build time and typed arrays, and the server's heap, as /metrics reports them after the start. */
async function indexFigures(origin: string) {
  const text = await (await fetch(`${origin}/metrics`, { headers: { authorization: 'Bearer bench-matches' } })).text();
  const gauge = (name: string) => Number(new RegExp(`^${name} ([0-9.e+]+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  const figures = {
    buildSeconds: gauge('requirements_index_last_build_seconds'),
    megabytes: gauge('requirements_index_bytes') / 1e6,
    heapMegabytes: gauge('nodejs_heap_size_used_bytes') / 1e6,
  };
  console.log(
    `  requirements index: built in ${figures.buildSeconds.toFixed(1)} s, typed arrays ${figures.megabytes.toFixed(1)} MB; server heap used ${figures.heapMegabytes.toFixed(0)} MB (all indexes)`,
  );
  return figures;
}

/** The profiles of the students, as the engine reads them (profileOfStudent). */
const PROFILES = Object.values(STUDENTS).map((setup) =>
  profileOfStudent({
    nationality: setup.nationality ?? null,
    current_education_level: setup.currentEducationLevel ?? null,
    gpa: setup.gpa ?? null,
    grade_scale: setup.gradeScale ?? null,
    ielts_score: setup.ieltsScore ?? null,
    toefl_score: setup.toeflScore ?? null,
    english_proficiency: null,
    budget_range: setup.budgetRange ?? null,
  } as Selectable<StudentTable>),
);

/** The index alone at INDEX_PROGRAMMES, in this process (matches-index-alone.ts): its memory and its share of a request. */
function indexAlone() {
  console.log(
    `\n== The requirements index alone at ${count(INDEX_PROGRAMMES)} programmes, in this process (no database)`,
  );
  const mixed = (id: number) => (id % 6 ? MIXED_REQUIREMENTS[(id % 6) - 1] : undefined);
  const built = indexOfSyntheticCatalogue(INDEX_PROGRAMMES, mixed);
  const searches = timeSearches(built.index, PROFILES, QUERIES, CALLS);
  console.log(
    `  built in ${built.seconds.toFixed(1)} s; typed arrays ${(built.bytes / 1e6).toFixed(1)} MB, heap and array buffers kept ${(built.held / 1e6).toFixed(1)} MB`,
  );
  console.log(`  ${PROFILES.length * CALLS} searches one at a time: ${percentileLine(searches)}`);
  return { ...built, searches };
}

const alone = INDEX_PROGRAMMES ? indexAlone() : undefined;
const summaries = await eachDialect(DIALECTS, benchDialect);
if (alone)
  printBesideRecorded(SECTION, {
    header: ['index alone', 'programmes', 'build', 'typed arrays', 'kept in memory', 'p50', 'p95', 'p99'],
    rows: [
      [
        'matchesInIndex',
        count(alone.index.ids.length),
        `${alone.seconds.toFixed(1)} s`,
        `${(alone.bytes / 1e6).toFixed(1)} MB`,
        `${(alone.held / 1e6).toFixed(1)} MB`,
        `${alone.searches.p50.toFixed(1)} ms`,
        `${alone.searches.p95.toFixed(1)} ms`,
        `${alone.searches.p99.toFixed(1)} ms`,
      ],
    ],
  });

printBesideRecorded(SECTION, {
  header: ['database', 'programmes', 'calls', 'p50', 'p95', 'p99', 'index build', 'index arrays', 'server heap'],
  rows: summaries.map(({ dialect, programs, overall, index }) => [
    dialectName(dialect),
    count(programs),
    String(CALLS * Object.keys(STUDENTS).length),
    `${overall.p50.toFixed(0)} ms`,
    `${overall.p95.toFixed(0)} ms`,
    `${overall.p99.toFixed(0)} ms`,
    `${index.buildSeconds.toFixed(1)} s`,
    `${index.megabytes.toFixed(1)} MB`,
    `${index.heapMegabytes.toFixed(0)} MB`,
  ]),
});
for (const { dialect, rows } of summaries)
  printBesideRecorded(SECTION, { header: [`student (${dialectName(dialect)})`, 'p50', 'p95', 'p99'], rows });
for (const { dialect, overall } of summaries)
  console.log(`Goal on ${dialectName(dialect)} (p99 <= ${GOAL_P99} ms): ${overall.p99 <= GOAL_P99 ? 'met' : 'MISSED'}`);
