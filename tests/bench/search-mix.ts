// The search-mix benchmark: 2,000 distinct catalogue searches drawn from the
// seeded catalogue's own vocabulary — name words whole and as typed (prefixes of 3+ letters, one
// or two words), cities, countries, specialties, featured, ranking tiers, pages 1–5, limit 12 —
// requested in turn by 50 connections against 100,000 synthetic universities, side by side with
// the bare handler in interleaved rounds, on SQLite and then PostgreSQL. Every request also
// spells its search its own way (word separators added), so none is answered from the answer cache: the mix
// measures the searches themselves (validation, queries, serialising), as visitors who type
// different words cause them.
// Goals on both databases: at 100,000 universities p99 at most 50 ms and at least 5% of the bare
// handler's rate; at 1,000,000 (`BENCH_UNIVERSITIES=1000000 npm run bench -- search-mix`) p99 at
// most 50 ms and the catalogue index built in at most 10 s. At that size each university has one
// programme (1,000,000 programmes, as the programmes benchmark's largest catalogue): ten each would
// be 10,000,000, about 12 GB of server memory for the programme and requirements indexes on a
// 24 GB machine, which is not what this benchmark measures.
//
// Before the load, 400 of the searches are timed once alone and the slowest are printed, to show where
// the time goes; the catalogue index's build time and bytes are printed from the server's log.
// Run `npm run build:server` first (OUTPUT_DIR picks the build). Environment:
// BENCH_UNIVERSITIES (100000), BENCH_ROUNDS (3), BENCH_SECONDS (10), BENCH_DIALECTS (sqlite,postgres),
// BENCH_SLOWEST (8).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { RANKING_TIERS } from '#sdk/schemas/enums';
import { randomSource } from '#server/db/seed/synthetic.ts';
import type { Database } from '#server/db/tables/database.ts';
import { count, printBesideRecorded } from './recorded-figures.ts';
import {
  benchSettings,
  CONNECTIONS,
  dialectName,
  eachDialect,
  type Figures,
  load,
  measure,
  medianFigures,
  prepareDatabase,
  startBareHandler,
  startServer,
} from './bench-server.ts';

const {
  universities: UNIVERSITIES,
  rounds: ROUNDS,
  seconds: SECONDS,
  dialects: DIALECTS,
} = benchSettings({
  rounds: 3,
  seconds: 10,
});
const SLOWEST = Number(process.env.BENCH_SLOWEST || 8);
const SEARCHES = 2_000;
/** How many of the searches are timed alone before the load (all 2,000 take minutes when slow). */
const ALONE = 400;
const LARGE = UNIVERSITIES >= 1_000_000;
/** The goals above: p99 and share of the bare handler's rate; at 1,000,000 the index's build time instead of the share. */
const GOAL = LARGE ? { p99: 50, ratio: 0, buildSeconds: 10 } : { p99: 50, ratio: 0.05, buildSeconds: Infinity };
/** One programme a university at 1,000,000 universities (see above); else about ten. */
const PROGRAMMES_EACH = LARGE ? ([1, 1] as const) : undefined;

interface Vocabulary {
  /** The words of every university's name, as written ("Technical", "Zürich"). */
  nameWords: string[][];
  cities: string[];
  countries: string[];
  specialties: string[];
}

/** The database's size on disk, in MB. */
async function databaseMegabytes(db: Kysely<Database>, dialect: string) {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ bytes: string }>`SELECT pg_database_size(current_database()) AS bytes`.execute(db)
      : await sql<{
          bytes: string;
        }>`SELECT page_count * page_size AS bytes FROM pragma_page_count(), pragma_page_size()`.execute(db);
  return Number(rows[0].bytes) / 1_048_576;
}

async function readVocabulary(db: Kysely<Database>): Promise<Vocabulary> {
  const universities = await db.selectFrom('universities').select(['name', 'city', 'country']).execute();
  const { rows } = await sql<{ name: string }>`SELECT DISTINCT name FROM university_specialties`.execute(db);
  return {
    nameWords: universities.map((u) => u.name.split(/\s+/).filter((w) => w.length >= 3)),
    cities: [...new Set(universities.map((u) => u.city))],
    countries: [...new Set(universities.map((u) => u.country))],
    specialties: rows.map((r) => r.name),
  };
}

/** What a visitor types into the search box: a word of a name, whole or its first letters, or two. */
function typedSearch(random: ReturnType<typeof randomSource>, vocabulary: Vocabulary) {
  if (random.chance(0.2)) return random.pick(vocabulary.cities);
  const words = random.pick(vocabulary.nameWords.filter((w) => w.length) as string[][]);
  const typed = (word: string) => (random.chance(0.5) ? word : word.slice(0, random.int(3, Math.max(3, word.length))));
  const first = random.pick(words);
  if (words.length < 2 || random.chance(0.7)) return typed(first);
  return `${typed(first)} ${typed(random.pick(words.filter((w) => w !== first)) ?? first)}`;
}

/** 2,000 distinct search paths, the same for the same catalogue. */
function searchMix(vocabulary: Vocabulary): string[] {
  const random = randomSource(10);
  const paths = new Set<string>();
  while (paths.size < SEARCHES) {
    const query = new URLSearchParams();
    if (random.chance(0.7)) query.set('search', typedSearch(random, vocabulary));
    if (random.chance(0.35)) query.set('country', random.pick(vocabulary.countries));
    if (random.chance(0.3)) query.set('specialty', random.pick(vocabulary.specialties));
    if (random.chance(0.1)) query.set('featured', 'true');
    if (random.chance(0.1)) query.set('rankingTier', random.pick(RANKING_TIERS));
    query.set('page', String(random.int(1, 5)));
    query.set('limit', '12');
    paths.add(`/api/universities?${query}`);
  }
  return [...paths];
}

/** The first searches once each, alone, in turn: the slowest, and how many universities they find. */
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
  const totals = timings.map((t) => t.total).sort((a, b) => a - b);
  console.log(
    `  the searches find ${totals[0]}–${totals.at(-1)} universities (median ${totals[totals.length >> 1]}); slowest alone:`,
  );
  for (const t of timings.slice(0, SLOWEST))
    console.log(`    ${t.ms.toFixed(1).padStart(6)} ms  ${t.total.toString().padStart(6)} found  ${t.path}`);
}

/** The catalogue index's build, as the server logged it at start (answered), and the server's memory with it. */
function printIndexBuild(server: { pid: number; startOutput: string }) {
  const built = server.startOutput
    .split('\n')
    .filter((line) => line.includes('catalogue index built'))
    .map((line) => JSON.parse(line) as { universities: number; ms: number; bytes: number })
    .at(-1);
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024;
  console.log(
    `  catalogue index: ${built ? `${count(built.universities)} universities in ${count(built.ms)} ms, typed arrays ${(built.bytes / 1_048_576).toFixed(1)} MB` : 'not built'}; server RSS ${Math.round(rss)} MB (with the programme and requirements indexes)`,
  );
  return built;
}

const row = (label: string, f: Figures) =>
  `  ${label.padEnd(6)} ${Math.round(f.requestsPerSecond).toString().padStart(7)} req/s   p50 ${f.p50.toFixed(0).padStart(4)} ms   p99 ${f.p99.toFixed(0).padStart(4)} ms   CPU/req ${f.cpuMicroseconds.toFixed(0).padStart(5)} µs${f.timeouts ? `   ${f.timeouts} timed out` : ''}`;

async function benchDialect(dialect: string) {
  console.log(
    `\n== ${dialectName(dialect)}: ${SEARCHES} distinct searches (${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s)`,
  );
  let vocabulary: Vocabulary | undefined;
  let megabytes = 0;
  const database = await prepareDatabase(
    dialect,
    UNIVERSITIES,
    async (db) => {
      vocabulary = await readVocabulary(db);
      megabytes = await databaseMegabytes(db, dialect);
    },
    PROGRAMMES_EACH,
  );
  console.log(`  database size ${Math.round(megabytes)} MB`);
  const paths = searchMix(vocabulary!);
  const server = await startServer(database.env);
  const built = printIndexBuild(server);
  const bodyFile = join(tmpdir(), `study-europe-bench-mix-body-${process.pid}.json`);
  // The bare handler answers one typical answer of the mix (a full page of 12).
  writeFileSync(bodyFile, Buffer.from(await (await fetch(`${server.origin}/api/universities?limit=12`)).arrayBuffer()));
  const bare = await startBareHandler(bodyFile);
  const pathsFile = join(tmpdir(), `study-europe-bench-mix-paths-${process.pid}.json`);
  writeFileSync(pathsFile, JSON.stringify(paths));
  const mix = { url: `${server.origin}/`, pathsFile, unique: true, seconds: SECONDS };
  const bareRun = { url: `${bare.origin}/`, seconds: SECONDS };
  const results: { bare: Figures[]; mix: Figures[] } = { bare: [], mix: [] };
  try {
    await timeEachAlone(server.origin, paths);
    await load({ ...bareRun, seconds: 2 });
    await load({ ...mix, seconds: 2 });
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? (['mix', 'bare'] as const) : (['bare', 'mix'] as const);
      for (const target of order) {
        const figures = target === 'bare' ? await measure(bareRun, bare.pid) : await measure(mix, server.pid);
        results[target].push(figures);
        console.log(`  round ${round + 1} ${row(target, figures)}`);
      }
    }
  } finally {
    await bare.stop();
    await server.stop();
    rmSync(bodyFile, { force: true });
    rmSync(pathsFile, { force: true });
    await database.drop();
  }
  const medians = { bare: medianFigures(results.bare), mix: medianFigures(results.mix) };
  const ratio = medians.mix.requestsPerSecond / medians.bare.requestsPerSecond;
  console.log(`  medians\n  ${row('bare', medians.bare)}\n  ${row('mix', medians.mix)}`);
  console.log(`  mix / bare: ${(ratio * 100).toFixed(1)}%`);
  return { dialect, medians, ratio, buildSeconds: built ? built.ms / 1000 : Infinity };
}

const summaries = await eachDialect(DIALECTS, benchDialect);

// The recorded table for this count of universities, with its latest row per database beside this run's.
printBesideRecorded(`Varied catalogue searches at ${count(UNIVERSITIES)} universities`, {
  header: ['database', 'build', 'mix req/s', 'p50', 'p99', 'CPU/req', 'bare req/s', 'mix / bare'],
  rows: summaries.map(({ dialect, medians, ratio }) => [
    dialectName(dialect),
    'this run',
    count(medians.mix.requestsPerSecond),
    `${medians.mix.p50} ms`,
    `${count(medians.mix.p99)} ms`,
    `${count(medians.mix.cpuMicroseconds)} µs`,
    count(medians.bare.requestsPerSecond),
    `${(ratio * 100).toFixed(1)}%`,
  ]),
});
for (const { dialect, medians, ratio, buildSeconds } of summaries) {
  const met = ratio >= GOAL.ratio && medians.mix.p99 <= GOAL.p99 && buildSeconds <= GOAL.buildSeconds;
  const rate = GOAL.ratio ? `mix >= ${GOAL.ratio * 100}% of bare, ` : '';
  const build = Number.isFinite(GOAL.buildSeconds) ? `, index built in <= ${GOAL.buildSeconds} s` : '';
  console.log(`Goal on ${dialectName(dialect)} (${rate}p99 <= ${GOAL.p99} ms${build}): ${met ? 'met' : 'MISSED'}`);
}
