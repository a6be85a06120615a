// The soak: ten minutes of mixed traffic against one built server instance —
// catalogue searches, sign-ins, student dashboards, document uploads, agency lists (see
// soak-traffic.ts) — from 20 connections that send their next call as soon as the last one is
// answered, the server pinned to one core and this process to the other. Prints the requests,
// the errors (goal: none), the p50/p99 of each route, and the server's resident memory (RSS)
// before the traffic and at ten points during it (goal: flat once warm).
//
// Run `npm run build:server` first (OUTPUT_DIR picks the build). Environment: SOAK_MINUTES (10),
// SOAK_CONNECTIONS (20), BENCH_UNIVERSITIES (100000), BENCH_DIALECTS (sqlite; sqlite,postgres
// soaks each in turn).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { UniversityListQuery } from '#sdk/schemas/university';
import { dialectName, eachDialect, LOAD_CORE, prepareDatabase, startServer } from './bench-server.ts';
import { count, percentiles, printBesideRecorded } from './recorded-figures.ts';
import { catalogueSearches, prepareTraffic, type Timer } from './soak-traffic.ts';

const MINUTES = Number(process.env.SOAK_MINUTES || 10);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS || 20);
/** The search benchmarks' size: the catalogue index answers searches there as cheaply as at 10,000. */
const UNIVERSITIES = Number(process.env.BENCH_UNIVERSITIES || 100_000);
const DIALECTS = (process.env.BENCH_DIALECTS || 'sqlite').split(',');
const SEARCHES = 500;
const SAMPLES = 10;
/** Memory is flat when it grows by at most this share from the second sample (warm: JIT, caches, pools) to the end. */
const FLAT = 0.05;
const RECORDED_SECTION = 'Soak';
const MB = 1024 * 1024;

const ms = (value: number) => `${count(value)} ms`;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const clock = (seconds: number) =>
  `${Math.floor(Math.round(seconds) / 60)}:${String(Math.round(seconds) % 60).padStart(2, '0')}`;

async function soak(dialect: string) {
  const name = dialectName(dialect);
  console.log(
    `\n== ${name}: ${MINUTES} min of mixed traffic, ${CONNECTIONS} connections, ${count(UNIVERSITIES)} universities`,
  );
  let searches: UniversityListQuery[] = [];
  let universityIds: number[] = [];
  const database = await prepareDatabase(dialect, UNIVERSITIES, async (db) => {
    searches = await catalogueSearches(db, SEARCHES);
    universityIds = (await db.selectFrom('universities').select('id').limit(500).execute()).map((u) => u.id);
  });
  // This process (the load) on its own core; startServer pins the server to the other.
  execFileSync('taskset', ['-a', '-p', '-c', LOAD_CORE, String(process.pid)], { stdio: 'ignore' });
  // Every person sends from an address of their own, through the trusted proxy at 127.0.0.1.
  const server = await startServer({ ...database.env, TRUSTED_PROXIES: '127.0.0.1' });
  const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) * 1024;
  const latencies = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const examples: string[] = [];
  const time: Timer = async (route, call) => {
    const started = performance.now();
    try {
      const answer = await call();
      const elapsed = performance.now() - started;
      latencies
        .set(route, latencies.get(route) ?? [])
        .get(route)!
        .push(elapsed);
      return answer;
    } catch (error) {
      errors.set(route, (errors.get(route) ?? 0) + 1);
      if (examples.length < 10) {
        examples.push(`${route} after ${ms(performance.now() - started)}: ${String(error)}`);
        console.log(`  error: ${examples.at(-1)}`);
      }
      throw error;
    }
  };
  const requests = () => [...latencies.values()].reduce((sum, l) => sum + l.length, 0);
  const failed = () => [...errors.values()].reduce((sum, n) => sum + n, 0);

  try {
    const traffic = await prepareTraffic(server.origin, searches, universityIds);
    const before = rss();
    console.log(`  accounts created; server RSS before the traffic ${mb(before)}`);
    const samples: { seconds: number; rss: number; requests: number }[] = [];
    const started = performance.now();
    const end = started + MINUTES * 60_000;
    const sample = () => {
      const seconds = (performance.now() - started) / 1000;
      samples.push({ seconds, rss: rss(), requests: requests() });
      console.log(
        `  ${clock(seconds)}  RSS ${mb(samples.at(-1)!.rss)}  ${count(requests())} requests  ${failed()} errors`,
      );
    };
    const sampler = setInterval(sample, (MINUTES * 60_000) / SAMPLES);
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < end)
          await traffic
            .next()(time)
            .catch(() => undefined);
      }),
    );
    clearInterval(sampler);
    if (samples.length < SAMPLES) sample();
    return { name, before, samples, latencies, errors, examples, seconds: (performance.now() - started) / 1000 };
  } finally {
    await server.stop();
    await database.drop();
  }
}

const results = await eachDialect(DIALECTS, soak);

for (const { name, before, samples, latencies, errors, examples, seconds } of results) {
  const total = [...latencies.values()].reduce((sum, l) => sum + l.length, 0);
  const failed = [...errors.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `\n${name}: ${count(total)} requests in ${clock(seconds)} (${count(total / seconds)} req/s), ${failed} errors`,
  );
  for (const example of examples) console.log(`  ${example}`);
  printBesideRecorded(RECORDED_SECTION, {
    header: [`route (${name})`, 'requests', 'errors', 'p50', 'p99', 'max'],
    rows: [...latencies].map(([route, values]) => {
      const { p50, p99, max } = percentiles(values);
      return [route, count(values.length), count(errors.get(route) ?? 0), ms(p50), ms(p99), ms(max)];
    }),
  });
  printBesideRecorded(RECORDED_SECTION, {
    header: [`server RSS (${name})`, 'MB', 'requests so far'],
    rows: [
      ['before the traffic', (before / MB).toFixed(1), '0'],
      ...samples.map((s) => [clock(s.seconds), (s.rss / MB).toFixed(1), count(s.requests)]),
    ],
  });
  const warm = samples[1].rss;
  const last = samples.at(-1)!.rss;
  const growth = (last - warm) / warm;
  console.log(
    `\nGoals (${name}): errors 0: ${failed ? 'MISSED' : 'met'}; memory flat (at most ${FLAT * 100}% growth from ${clock(samples[1].seconds)} to the end: ${mb(warm)} → ${mb(last)}, ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%): ${growth <= FLAT ? 'met' : 'MISSED'}`,
  );
  if (failed || growth > FLAT) process.exitCode = 1;
}
