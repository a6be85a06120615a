// The catalogue benchmark (issue 2, "Proof"): 100,000 synthetic universities, a filtered search
// against the built server pinned to one core, with autocannon (50 connections) on the other
// core, side by side with a bare Node http handler answering the same JSON bytes from memory,
// in interleaved rounds; medians and the ratio are printed, on SQLite and then PostgreSQL.
// Goal on SQLite: the search at 50% or more of the bare handler's rate, p99 at most 20 ms.
//
// Three targets per round:
//   bare      the bare handler (the ceiling of this machine and Node)
//   search    the catalogue search as users repeat it (the answer cache serves it)
//   uncached  the same search with a distinct, ignored parameter per request, so every request
//             validates, queries the database twice (page and count) and serialises
// "CPU/req" is the server process's CPU time per request, which other load on the machine
// disturbs much less than the rates (PostgreSQL's own processes are not counted in it).
//
// Run `npm run build:server` first (OUTPUT_DIR picks the build). Environment: BENCH_UNIVERSITIES
// (100000), BENCH_ROUNDS (5), BENCH_SECONDS (5), BENCH_DIALECTS (sqlite,postgres).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { seedSyntheticUniversities } from '#server/db/seed/synthetic.ts';
import { openTestDatabase } from '#tests/support/database.ts';
import { postgresAvailable } from '#tests/support/postgres.ts';

const UNIVERSITIES = Number(process.env.BENCH_UNIVERSITIES || 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const DIALECTS = (process.env.BENCH_DIALECTS || 'sqlite,postgres').split(',');
const CONNECTIONS = 50;
const QUERY = '/api/universities?search=tech&country=Germany&limit=12';
const SERVER_CORE = '0';
const LOAD_CORE = '1';

const serverEntry = resolve(process.env.OUTPUT_DIR || '.output', 'server/index.mjs');
const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

type Target = 'bare' | 'search' | 'uncached';
interface Figures {
  requestsPerSecond: number;
  p99: number;
  cpuMicroseconds: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const freePort = () =>
  new Promise<number>((done, failed) => {
    const probe = createServer();
    probe.once('error', failed);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/** CPU seconds a process has used so far (user and system), from /proc. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
};

/** Starts a Node program pinned to the server core and waits until `readyUrl` answers 200. */
async function startPinned(args: string[], env: Record<string, string>, readyUrl: string) {
  const child: ChildProcess = spawn('taskset', ['-c', SERVER_CORE, process.execPath, ...args], {
    env: { ...(process.env as Record<string, string>), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Only the last lines matter (for a failure); the server logs every request.
  const keep = (chunk: Buffer) => (output = (output + chunk).slice(-65_536));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(readyUrl).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`${args[0]} exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`${args[0]} did not answer in 120 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    },
  };
}

/** One autocannon run from a child process pinned to the load core. */
function load(
  url: string,
  seconds: number,
  unique: boolean,
): Promise<{ requestsPerSecond: number; p99: number; total: number; failed: number }> {
  const options = JSON.stringify({ url, connections: CONNECTIONS, seconds, unique });
  return new Promise((done, failed) => {
    const child = spawn('taskset', ['-c', LOAD_CORE, process.execPath, resolve('tests/bench/load.ts'), options], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      code === 0 ? done(JSON.parse(output.trim().split('\n').at(-1)!)) : failed(new Error(`load run failed (${code})`)),
    );
  });
}

async function measure(url: string, pid: number, unique: boolean): Promise<Figures> {
  const before = cpuSeconds(pid);
  const run = await load(url, SECONDS, unique);
  const cpu = cpuSeconds(pid) - before;
  if (run.failed || !run.total) throw new Error(`${run.failed} of ${run.total} requests to ${url} failed`);
  // Requests still queued when the run ended would load the next run: wait until they are done.
  await fetch(url);
  return { requestsPerSecond: run.requestsPerSecond, p99: run.p99, cpuMicroseconds: (cpu / run.total) * 1e6 };
}

/** A fresh database of the dialect with the synthetic catalogue; answers the server's environment. */
async function prepareDatabase(dialect: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'study-europe-bench-'));
  const started = performance.now();
  const database = await openTestDatabase(dialect === 'postgres' ? 'postgres' : 'sqlite', {
    sqliteFile: join(dataDir, 'platform.sqlite'),
    prefix: 'study_bench',
  });
  try {
    await seedSyntheticUniversities(database.db, UNIVERSITIES);
  } finally {
    await database.db.destroy();
  }
  console.log(
    `  seeded ${UNIVERSITIES} synthetic universities in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    env: { DATA_DIR: dataDir, ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}) } as Record<
      string,
      string
    >,
    async drop() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const row = (label: string, f: Figures) =>
  `  ${label.padEnd(10)} ${Math.round(f.requestsPerSecond).toString().padStart(7)} req/s   p99 ${f.p99.toFixed(0).padStart(4)} ms   CPU/req ${f.cpuMicroseconds.toFixed(0).padStart(5)} µs`;

async function benchDialect(dialect: string) {
  console.log(
    `\n== ${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}: ${QUERY} (${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s)`,
  );
  const database = await prepareDatabase(dialect);
  const serverPort = await freePort();
  const server = await startPinned(
    [serverEntry],
    {
      ...database.env,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DEMO_DATA: '0',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
    `http://127.0.0.1:${serverPort}/api/universities?limit=1`,
  );
  const searchUrl = `http://127.0.0.1:${serverPort}${QUERY}`;
  const body = Buffer.from(await (await fetch(searchUrl)).arrayBuffer());
  const answer = JSON.parse(body.toString('utf8'));
  console.log(`  the search finds ${answer.pagination.total} universities; the answer is ${body.length} bytes`);
  const bodyFile = join(tmpdir(), `study-europe-bench-body-${process.pid}.json`);
  writeFileSync(bodyFile, body);
  const barePort = await freePort();
  const bare = await startPinned(
    [resolve('tests/bench/bare-handler.ts'), String(barePort), bodyFile],
    {},
    `http://127.0.0.1:${barePort}/`,
  );

  const targets: Record<Target, () => Promise<Figures>> = {
    bare: () => measure(`http://127.0.0.1:${barePort}/`, bare.pid, false),
    search: () => measure(searchUrl, server.pid, false),
    uncached: () => measure(searchUrl, server.pid, true),
  };
  const results: Record<Target, Figures[]> = { bare: [], search: [], uncached: [] };
  try {
    // Warm up (JIT, page cache, answer cache), then interleave the targets, rotating the order.
    await load(`http://127.0.0.1:${barePort}/`, 2, false);
    await load(searchUrl, 2, false);
    await load(searchUrl, 2, true);
    const order: Target[] = ['bare', 'search', 'uncached'];
    for (let round = 0; round < ROUNDS; round++) {
      console.log(`  round ${round + 1}`);
      for (let i = 0; i < order.length; i++) {
        const target = order[(i + round) % order.length];
        const figures = await targets[target]();
        results[target].push(figures);
        console.log(`  ${row(target, figures)}`);
      }
    }
  } finally {
    await bare.stop();
    await server.stop();
    rmSync(bodyFile, { force: true });
    await database.drop();
  }

  const medians = Object.fromEntries(
    (Object.keys(results) as Target[]).map((target) => [
      target,
      {
        requestsPerSecond: median(results[target].map((f) => f.requestsPerSecond)),
        p99: median(results[target].map((f) => f.p99)),
        cpuMicroseconds: median(results[target].map((f) => f.cpuMicroseconds)),
      },
    ]),
  ) as Record<Target, Figures>;
  console.log('  medians');
  for (const target of Object.keys(medians) as Target[]) console.log(`  ${row(target, medians[target])}`);
  const ratio = medians.search.requestsPerSecond / medians.bare.requestsPerSecond;
  const uncachedRatio = medians.uncached.requestsPerSecond / medians.bare.requestsPerSecond;
  console.log(`  search / bare: ${(ratio * 100).toFixed(0)}%   uncached / bare: ${(uncachedRatio * 100).toFixed(0)}%`);
  return { dialect, medians, ratio, uncachedRatio };
}

if (!existsSync(serverEntry)) {
  console.error(`No built server at ${serverEntry}: run \`npm run build:server\` first (OUTPUT_DIR picks the build).`);
  process.exit(1);
}
console.log(
  `Machine: ${execFileSync('nproc', { encoding: 'utf8' }).trim()} cores; server and bare handler on core ${SERVER_CORE}, autocannon on core ${LOAD_CORE}; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);

const summaries = [];
for (const dialect of DIALECTS) {
  if (dialect === 'postgres' && !(await postgresAvailable())) {
    console.log('\n== PostgreSQL: SKIPPED (not reachable)');
    continue;
  }
  summaries.push(await benchDialect(dialect));
}

console.log('\n| database | bare req/s | search req/s | search/bare | search p99 | uncached req/s | uncached p99 |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const { dialect, medians, ratio } of summaries) {
  console.log(
    `| ${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'} | ${Math.round(medians.bare.requestsPerSecond)} | ${Math.round(medians.search.requestsPerSecond)} | ${(ratio * 100).toFixed(0)}% | ${medians.search.p99} ms | ${Math.round(medians.uncached.requestsPerSecond)} | ${medians.uncached.p99} ms |`,
  );
}
const sqlite = summaries.find((s) => s.dialect === 'sqlite');
if (sqlite) {
  const met = sqlite.ratio >= 0.5 && sqlite.medians.search.p99 <= 20;
  console.log(`\nGoal on SQLite (search >= 50% of bare, p99 <= 20 ms): ${met ? 'met' : 'MISSED'}`);
}
