// The programme search benchmark: GET /api/programs with 1,000 distinct queries drawn from the
// seeded catalogue (words of programme names, levels, fields, languages, countries, cities, modes,
// fee group with a tuition ceiling, open now, start month; sorted by relevance, next deadline or
// tuition; pages 1–3), requested in turn by 10 connections (the route keeps no answer cache, and
// refuses unknown parameters), at 1,000,000 programmes (about 10 per synthetic university),
// on SQLite and then PostgreSQL. Goal on both: p99 at most 50 ms.
//
// Before the load, 200 of the queries are timed once alone and the slowest printed. Run
// `npm run build:server` first. Environment: BENCH_PROGRAMS (1000000; the universities seeded are a
// tenth of it), BENCH_ROUNDS (3), BENCH_SECONDS (10), BENCH_DIALECTS (sqlite,postgres).
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { AGENCY_DEGREE_LEVELS } from '#sdk/schemas/constants';
import { PROGRAM_SORTS } from '#sdk/schemas/program-catalogue';
import { FEE_GROUPS, STUDY_MODES } from '#sdk/schemas/program-parts';
import { randomSource } from '#server/db/seed/synthetic.ts';
import type { Database } from '#server/db/tables/database.ts';
import {
  benchSettings,
  dialectName,
  eachDialect,
  type Figures,
  load,
  measure,
  medianFigures,
  prepareDatabase,
  programmeCount,
  startServer,
} from './bench-server.ts';
import { count } from './recorded-figures.ts';

const { rounds: ROUNDS, seconds: SECONDS, dialects: DIALECTS } = benchSettings({ rounds: 3, seconds: 10 });
const PROGRAMS = Number(process.env.BENCH_PROGRAMS || 1_000_000);
const UNIVERSITIES = Math.max(1, Math.round(PROGRAMS / 10));
const QUERIES = 1_000;
const ALONE = 200;
const GOAL_P99 = 50;
/** Visitors searching at once: enough to load one core, few enough that slow filters show in p99 rather than as timeouts. */
const MIX_CONNECTIONS = 10;

interface Vocabulary {
  nameWords: string[];
  fields: string[];
  countries: string[];
  cities: string[];
}

async function readVocabulary(db: Kysely<Database>): Promise<Vocabulary> {
  const sample = await db
    .selectFrom('programs as p')
    .innerJoin('universities as u', 'u.id', 'p.university_id')
    .select(['p.name', 'p.field_broad', 'p.field_narrow', 'p.campus_city', 'u.country'])
    .limit(5_000)
    .execute();
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((x): x is string => Boolean(x)))];
  return {
    nameWords: distinct(sample.flatMap((p) => p.name.split(/\s+/).filter((word) => word.length >= 4))),
    fields: distinct(sample.flatMap((p) => [p.field_broad, p.field_narrow])),
    countries: distinct(sample.map((p) => p.country)),
    cities: distinct(sample.map((p) => p.campus_city)),
  };
}

/** 1,000 distinct search paths, the same for the same catalogue. */
function queryMix(vocabulary: Vocabulary): string[] {
  const random = randomSource(27);
  const paths = new Set<string>();
  while (paths.size < QUERIES) {
    const query = new URLSearchParams();
    if (random.chance(0.5)) {
      const word = random.pick(vocabulary.nameWords);
      query.set('q', random.chance(0.5) ? word : word.slice(0, random.int(3, word.length)));
    }
    if (random.chance(0.3)) query.set('level', random.pick(AGENCY_DEGREE_LEVELS));
    if (random.chance(0.3)) query.set('field', random.pick(vocabulary.fields));
    if (random.chance(0.2)) query.set('language', random.pick(['en', 'de', 'fr', 'es', 'it', 'nl']));
    if (random.chance(0.4)) query.set('country', random.pick(vocabulary.countries));
    if (random.chance(0.15)) query.set('city', random.pick(vocabulary.cities));
    if (random.chance(0.1)) query.set('mode', random.pick(STUDY_MODES));
    if (random.chance(0.4)) query.set('feeGroup', random.pick(FEE_GROUPS));
    if (random.chance(0.25)) query.set('tuitionMax', String(random.int(0, 30) * 1000));
    if (random.chance(0.25)) query.set('openNow', 'true');
    if (random.chance(0.15)) query.set('startMonth', String(random.pick([1, 2, 9, 10])));
    query.set('sort', random.pick(PROGRAM_SORTS));
    query.set('page', String(random.int(1, 3)));
    query.set('limit', '12');
    paths.add(`/api/programs?${query}`);
  }
  return [...paths];
}

/** The programme index's build time and size, and the server's memory, as /metrics reports them after the start. */
async function printIndexFigures(origin: string) {
  const text = await (await fetch(`${origin}/metrics`, { headers: { authorization: 'Bearer bench-programs' } })).text();
  const gauge = (name: string) => Number(new RegExp(`^${name} ([0-9.e+]+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  const figures = {
    buildSeconds: gauge('programme_index_last_build_seconds'),
    indexMegabytes: gauge('programme_index_bytes') / 1e6,
    serverMegabytes: gauge('process_resident_memory_bytes') / 1e6,
    heapMegabytes: gauge('nodejs_heap_size_used_bytes') / 1e6,
  };
  console.log(
    `  programme index: built in ${figures.buildSeconds.toFixed(1)} s, typed arrays ${figures.indexMegabytes.toFixed(0)} MB; server RSS ${figures.serverMegabytes.toFixed(0)} MB, heap used ${figures.heapMegabytes.toFixed(0)} MB`,
  );
  return figures;
}

/** The first queries once each, alone: the slowest, and how many programmes they find. */
async function timeEachAlone(origin: string, paths: string[]) {
  const timings: { path: string; ms: number; total: number }[] = [];
  for (const path of paths.slice(0, ALONE)) {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`);
    const answer = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
    timings.push({ path, ms: performance.now() - started, total: answer.pagination.total });
  }
  timings.sort((a, b) => b.ms - a.ms);
  console.log(`  ${ALONE} queries alone: median ${timings[timings.length >> 1]!.ms.toFixed(1)} ms; slowest:`);
  for (const t of timings.slice(0, 8))
    console.log(`    ${t.ms.toFixed(1).padStart(7)} ms  ${t.total.toString().padStart(8)} found  ${t.path}`);
}

const row = (label: string, f: Figures) =>
  `  ${label.padEnd(6)} ${Math.round(f.requestsPerSecond).toString().padStart(7)} req/s   p50 ${f.p50.toFixed(0).padStart(4)} ms   p99 ${f.p99.toFixed(0).padStart(5)} ms   CPU/req ${f.cpuMicroseconds.toFixed(0).padStart(6)} µs${f.timeouts ? `   ${f.timeouts} timed out` : ''}`;

async function benchDialect(dialect: string) {
  console.log(
    `\n== ${dialectName(dialect)}: ${QUERIES} distinct programme searches at about ${count(PROGRAMS)} programmes (${MIX_CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s)`,
  );
  let vocabulary: Vocabulary | undefined;
  let programs = 0;
  const database = await prepareDatabase(dialect, UNIVERSITIES, async (db) => {
    vocabulary = await readVocabulary(db);
    programs = await programmeCount(db);
  });
  console.log(`  ${count(programs)} programmes`);
  const paths = queryMix(vocabulary!);
  const server = await startServer({ ...database.env, METRICS_TOKEN: 'bench-programs' });
  const indexFigures = await printIndexFigures(server.origin);
  const pathsFile = join(tmpdir(), `study-europe-bench-programs-${process.pid}.json`);
  writeFileSync(pathsFile, JSON.stringify(paths));
  const mix = { url: `${server.origin}/`, pathsFile, seconds: SECONDS, connections: MIX_CONNECTIONS };
  const runs: Figures[] = [];
  try {
    await timeEachAlone(server.origin, paths);
    await load({ ...mix, seconds: 2 });
    for (let round = 0; round < ROUNDS; round++) {
      const figures = await measure(mix, server.pid);
      runs.push(figures);
      console.log(`  round ${round + 1} ${row('mix', figures)}`);
    }
  } finally {
    await server.stop();
    rmSync(pathsFile, { force: true });
    await database.drop();
  }
  const median = medianFigures(runs);
  console.log(`  median ${row('mix', median)}`);
  return { dialect, programs, median, indexFigures };
}

const summaries = await eachDialect(DIALECTS, benchDialect);

console.log(`\nProgramme searches at ${count(PROGRAMS)} programmes`);
console.log('| database | programmes | req/s | p50 | p99 | CPU/req |\n|---|---|---|---|---|---|');
for (const { dialect, programs, median } of summaries)
  console.log(
    `| ${dialectName(dialect)} | ${count(programs)} | ${count(median.requestsPerSecond)} | ${median.p50} ms | ${count(median.p99)} ms | ${count(median.cpuMicroseconds)} µs |`,
  );
for (const { dialect, indexFigures } of summaries)
  console.log(
    `Index on ${dialectName(dialect)}: built in ${indexFigures.buildSeconds.toFixed(1)} s, ${indexFigures.indexMegabytes.toFixed(0)} MB of typed arrays, server RSS ${indexFigures.serverMegabytes.toFixed(0)} MB`,
  );
for (const { dialect, median } of summaries)
  console.log(`Goal on ${dialectName(dialect)} (p99 <= ${GOAL_P99} ms): ${median.p99 <= GOAL_P99 ? 'met' : 'MISSED'}`);
