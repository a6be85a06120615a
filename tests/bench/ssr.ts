// The server-rendered pages benchmark ("Proof"): a university page as the server
// renders it, beside the catalogue search route, both answered from the catalogue cache, with
// autocannon (50 connections) against the built server pinned to one core, in interleaved
// rounds; then the cost of a page the cache does not hold (a distinct, ignored parameter per
// request: rendering, its in-process API call and the head). Goal: the cached page at two
// thirds or more of the cached search's rate.
//
// Run `npm run build` first (OUTPUT_DIR picks the build). Environment: BENCH_UNIVERSITIES
// (100000), BENCH_ROUNDS (3), BENCH_SECONDS (5), BENCH_DIALECTS (sqlite,postgres).
import {
  benchSettings,
  CONNECTIONS,
  dialectName,
  eachDialect,
  type Figures,
  load,
  measure,
  interleavedMedians,
  prepareDatabase,
  startServer,
} from './bench-server.ts';

const {
  universities: UNIVERSITIES,
  rounds: ROUNDS,
  seconds: SECONDS,
  dialects: DIALECTS,
} = benchSettings({ rounds: 3, seconds: 5 });
const SEARCH = '/api/universities?search=tech&country=Germany&limit=12';

type Target = 'search' | 'page' | 'page miss';

async function benchDialect(dialect: string) {
  console.log(`\n== ${dialectName(dialect)} (${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s)`);
  const database = await prepareDatabase(dialect, UNIVERSITIES);
  const server = await startServer(database.env);
  const [first] = (await (await fetch(`${server.origin}/api/universities?limit=1`)).json()).universities;
  const pageUrl = `${server.origin}/universities/${first.id}`;
  const page = await (await fetch(pageUrl)).text();
  console.log(`  ${SEARCH} and /universities/${first.id} (${page.length} bytes of HTML)`);
  const targets: Record<Target, () => Promise<Figures>> = {
    search: () => measure({ url: `${server.origin}${SEARCH}`, seconds: SECONDS }, server.pid),
    page: () => measure({ url: pageUrl, seconds: SECONDS }, server.pid),
    'page miss': () => measure({ url: pageUrl, seconds: SECONDS, unique: true }, server.pid),
  };
  let medians: Record<Target, Figures>;
  try {
    await load({ url: `${server.origin}${SEARCH}`, seconds: 2 });
    await load({ url: pageUrl, seconds: 2 });
    medians = await interleavedMedians(targets, ROUNDS);
  } finally {
    await server.stop();
    await database.drop();
  }
  return { dialect, medians, ratio: medians.page.requestsPerSecond / medians.search.requestsPerSecond };
}

const summaries = await eachDialect(DIALECTS, benchDialect);

console.log(
  '\n| database | search req/s | search p99 | page req/s | page p99 | page / search | miss req/s | miss p99 | miss CPU/req |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const { dialect, medians, ratio } of summaries) {
  const miss = medians['page miss'];
  console.log(
    `| ${dialectName(dialect)} | ${Math.round(medians.search.requestsPerSecond)} | ${medians.search.p99} ms | ${Math.round(medians.page.requestsPerSecond)} | ${medians.page.p99} ms | ${(ratio * 100).toFixed(0)}% | ${Math.round(miss.requestsPerSecond)} | ${miss.p99} ms | ${(miss.cpuMicroseconds / 1000).toFixed(1)} ms |`,
  );
}
for (const { dialect, ratio } of summaries)
  console.log(
    `Goal on ${dialectName(dialect)} (cached page >= 2/3 of the cached search): ${ratio >= 2 / 3 ? 'met' : 'MISSED'}`,
  );
