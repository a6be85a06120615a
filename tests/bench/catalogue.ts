// The catalogue benchmark ("Proof"): 100,000 synthetic universities, a filtered search
// against the built server pinned to one core, with autocannon (50 connections) on the other
// core, side by side with a bare Node http handler answering the same JSON bytes from memory,
// in interleaved rounds; medians and the ratio are printed, on SQLite and then PostgreSQL.
// Goal on SQLite: the search at 50% or more of the bare handler's rate, p99 at most 20 ms.
//
// Three targets per round:
//   bare      the bare handler (the ceiling of this machine and Node)
//   search    the catalogue search as users repeat it (the answer cache serves it)
//   uncached  the same search spelt its own way per request (separators added), so every request
//             validates, queries the database twice (page and count) and serialises
// "CPU/req" is the server process's CPU time per request, which other load on the machine
// disturbs much less than the rates (PostgreSQL's own processes are not counted in it).
//
// Run `npm run build:server` first (OUTPUT_DIR picks the build). Environment: BENCH_UNIVERSITIES
// (100000), BENCH_ROUNDS (5), BENCH_SECONDS (5), BENCH_DIALECTS (sqlite,postgres).
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  benchSettings,
  CONNECTIONS,
  dialectName,
  eachDialect,
  type Figures,
  load,
  measure,
  figuresRow,
  interleavedMedians,
  prepareDatabase,
  startBareHandler,
  startServer,
} from './bench-server.ts';
import { count, printBesideRecorded } from './recorded-figures.ts';

const {
  universities: UNIVERSITIES,
  rounds: ROUNDS,
  seconds: SECONDS,
  dialects: DIALECTS,
} = benchSettings({
  rounds: 5,
  seconds: 5,
});
const QUERY = '/api/universities?search=tech&country=Germany&limit=12';

type Target = 'bare' | 'search' | 'uncached';

async function benchDialect(dialect: string) {
  console.log(`\n== ${dialectName(dialect)}: ${QUERY} (${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s)`);
  const database = await prepareDatabase(dialect, UNIVERSITIES);
  const server = await startServer(database.env);
  const searchUrl = `${server.origin}${QUERY}`;
  const body = Buffer.from(await (await fetch(searchUrl)).arrayBuffer());
  const answer = JSON.parse(body.toString('utf8'));
  console.log(`  the search finds ${answer.pagination.total} universities; the answer is ${body.length} bytes`);
  const bodyFile = join(tmpdir(), `study-europe-bench-body-${process.pid}.json`);
  writeFileSync(bodyFile, body);
  const bare = await startBareHandler(bodyFile);
  const bareUrl = `${bare.origin}/`;

  const targets: Record<Target, () => Promise<Figures>> = {
    bare: () => measure({ url: bareUrl, seconds: SECONDS }, bare.pid),
    search: () => measure({ url: searchUrl, seconds: SECONDS }, server.pid),
    uncached: () => measure({ url: searchUrl, seconds: SECONDS, unique: true }, server.pid),
  };
  let medians: Record<Target, Figures>;
  try {
    // Warm up (JIT, page cache, answer cache), then interleave the targets, rotating the order.
    await load({ url: bareUrl, seconds: 2 });
    await load({ url: searchUrl, seconds: 2 });
    await load({ url: searchUrl, seconds: 2, unique: true });
    medians = await interleavedMedians(targets, ROUNDS);
  } finally {
    await bare.stop();
    await server.stop();
    rmSync(bodyFile, { force: true });
    await database.drop();
  }

  console.log('  medians');
  for (const target of Object.keys(medians) as Target[]) console.log(`  ${figuresRow(target, medians[target])}`);
  const ratio = medians.search.requestsPerSecond / medians.bare.requestsPerSecond;
  const uncachedRatio = medians.uncached.requestsPerSecond / medians.bare.requestsPerSecond;
  console.log(`  search / bare: ${(ratio * 100).toFixed(0)}%   uncached / bare: ${(uncachedRatio * 100).toFixed(0)}%`);
  return { dialect, medians, ratio, uncachedRatio };
}

const summaries = await eachDialect(DIALECTS, benchDialect);

printBesideRecorded(`Catalogue search at ${count(UNIVERSITIES)} universities`, {
  header: ['database', 'bare req/s', 'search req/s', 'search / bare', 'search p99', 'uncached req/s', 'uncached p99'],
  rows: summaries.map(({ dialect, medians, ratio }) => [
    dialectName(dialect),
    count(medians.bare.requestsPerSecond),
    count(medians.search.requestsPerSecond),
    `${(ratio * 100).toFixed(0)}%`,
    `${medians.search.p99} ms`,
    count(medians.uncached.requestsPerSecond),
    `${medians.uncached.p99} ms`,
  ]),
});
const sqlite = summaries.find((s) => s.dialect === 'sqlite');
if (sqlite) {
  const met = sqlite.ratio >= 0.5 && sqlite.medians.search.p99 <= 20;
  console.log(`\nGoal on SQLite (search >= 50% of bare, p99 <= 20 ms): ${met ? 'met' : 'MISSED'}`);
}
