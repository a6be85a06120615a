// What the server benchmarks share: a seeded database of synthetic universities, the built
// server and the bare handler pinned to one core, autocannon runs pinned to the other, and the
// server's CPU time read from /proc.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { type ProgrammesEach, seedSyntheticUniversities } from '#server/db/seed/synthetic.ts';
import type { Database } from '#server/db/tables/database.ts';
import { openTestDatabase } from '#tests/support/database.ts';
import { freePort } from '#tests/support/ports.ts';
import { serverCommand, serverEntry } from '#tests/support/server-command.ts';
import { postgresAvailable } from '#tests/support/postgres.ts';

export const CONNECTIONS = 50;
export const SERVER_CORE = '0';
export const LOAD_CORE = '1';
const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  cpuMicroseconds: number;
  /** Requests that got no answer within autocannon's 10 s. */
  timeouts: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** The slowest answer (ms). */
  max: number;
  total: number;
  failed: number;
  timeouts: number;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The median of each figure over several runs. */
export const medianFigures = (runs: Figures[]): Figures => ({
  requestsPerSecond: median(runs.map((f) => f.requestsPerSecond)),
  p50: median(runs.map((f) => f.p50)),
  p99: median(runs.map((f) => f.p99)),
  cpuMicroseconds: median(runs.map((f) => f.cpuMicroseconds)),
  timeouts: median(runs.map((f) => f.timeouts)),
});

/** CPU seconds a process has used so far (user and system), from /proc. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
};

export const machineLine = () =>
  `Machine: ${execFileSync('nproc', { encoding: 'utf8' }).trim()} cores; server and bare handler on core ${SERVER_CORE}, autocannon on core ${LOAD_CORE}; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`;

/** Starts a Node program pinned to the server core and waits until `readyUrl` answers 200. */
export async function startPinned(args: string[], env: Record<string, string>, readyUrl: string) {
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
    /** What the program wrote until it answered (the server's start lines). */
    startOutput: output,
    /** Waits until the program has written each of these texts (the last 64 KB of its output are read). */
    async wrote(texts: string[], ms: number) {
      const until = Date.now() + ms;
      while (!texts.every((text) => output.includes(text))) {
        if (child.exitCode !== null) throw new Error(`${args[0]} exited:\n${output}`);
        if (Date.now() > until) throw new Error(`${args[0]} did not write ${texts.join(', ')} in ${ms} ms:\n${output}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      return output;
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    },
  };
}

/** The in-process indexes a server builds as it starts, as its log names them when built. */
const INDEXES_BUILT = ['catalogue index built', 'programme index built', 'requirements index built'];
/** The longest the indexes of the largest catalogue benchmarked take to build on this machine, and then some. */
const INDEX_BUILD_MS = 20 * 60_000;

/**
 * Starts the built server on the database (and any other settings in `serverEnv`), pinned to the
 * server core; resolves once its indexes are built, so that a benchmark measures the server at
 * rest and not its start (`startOutput`: its lines until then).
 */
export async function startServer(serverEnv: Record<string, string>) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startPinned(
    serverCommand(),
    {
      ...serverEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DEMO_DATA: '0',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
    `${origin}/api/universities?limit=1`,
  );
  const startOutput = await server.wrote(INDEXES_BUILT, INDEX_BUILD_MS);
  return { ...server, startOutput, origin };
}

/** Starts the bare handler answering the bytes of `bodyFile`, pinned to the server core. */
export async function startBareHandler(bodyFile: string) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const bare = await startPinned([resolve('tests/bench/bare-handler.ts'), String(port), bodyFile], {}, `${origin}/`);
  return { ...bare, origin };
}

export interface LoadOptions {
  url: string;
  seconds: number;
  /** Spell every request's search its own way (separators the search ignores), so that no answer cache can help. */
  unique?: boolean;
  /** A JSON file of paths (with their queries) to request in turn on the url's origin, instead of the url's own. */
  pathsFile?: string;
  /** Connections (default CONNECTIONS). */
  connections?: number;
  /** Requests per second of all connections together (default: as many as they can). */
  rate?: number;
}

/** One autocannon run from a child process pinned to the load core. */
export function load(options: LoadOptions): Promise<LoadResult> {
  const argument = JSON.stringify({ connections: CONNECTIONS, ...options });
  return new Promise((done, failed) => {
    const child = spawn('taskset', ['-c', LOAD_CORE, process.execPath, resolve('tests/bench/load.ts'), argument], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      code === 0 ? done(JSON.parse(output.trim().split('\n').at(-1)!)) : failed(new Error(`load run failed (${code})`)),
    );
  });
}

/** A load run with the CPU time the process `pid` spent per request. */
export async function measure(options: LoadOptions, pid: number): Promise<Figures> {
  const before = cpuSeconds(pid);
  const run = await load(options);
  const cpu = cpuSeconds(pid) - before;
  // A request that times out is slow, not wrong: it is counted; any other failure stops the run.
  if (run.failed > run.timeouts || !run.total)
    throw new Error(`${run.failed} of ${run.total} requests to ${options.url} failed`);
  // Requests still queued when the run ended would load the next run: wait until they are done.
  await fetch(options.url);
  return {
    requestsPerSecond: run.requestsPerSecond,
    p50: run.p50,
    p99: run.p99,
    cpuMicroseconds: (cpu / run.total) * 1e6,
    timeouts: run.timeouts,
  };
}

/**
 * A fresh database of the dialect with `universities` synthetic universities (with about ten
 * programmes each, unless `programmesEach` says otherwise); answers the server's environment.
 * `afterSeed` may read the seeded catalogue before the connection closes.
 */
export async function prepareDatabase(
  dialect: string,
  universities: number,
  afterSeed?: (db: Kysely<Database>) => Promise<void>,
  programmesEach?: ProgrammesEach,
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'study-europe-bench-'));
  const started = performance.now();
  const database = await openTestDatabase(dialect === 'postgres' ? 'postgres' : 'sqlite', {
    sqliteFile: join(dataDir, 'platform.sqlite'),
    prefix: 'study_bench',
  });
  try {
    await seedSyntheticUniversities(database.db, universities, { programmesEach });
    // A catalogue in use has planner statistics (PostgreSQL's autovacuum gathers them soon after
    // a bulk insert); a freshly seeded one has none, and plans as if the tables were empty.
    if (dialect === 'postgres') await sql`VACUUM ANALYZE`.execute(database.db);
    await afterSeed?.(database.db);
  } finally {
    await database.db.destroy();
  }
  console.log(
    `  seeded ${universities} synthetic universities in ${((performance.now() - started) / 1000).toFixed(1)} s`,
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

/** How many programmes the seeded catalogue holds. */
export async function programmeCount(db: Kysely<Database>) {
  const counted = await db
    .selectFrom('programs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}

export const dialectName = (dialect: string) => (dialect === 'postgres' ? 'PostgreSQL' : 'SQLite');

/** How many universities, rounds and seconds a benchmark runs, and on which databases (environment first). */
export function benchSettings(defaults: { rounds: number; seconds: number }) {
  return {
    universities: Number(process.env.BENCH_UNIVERSITIES || 100_000),
    rounds: Number(process.env.BENCH_ROUNDS || defaults.rounds),
    seconds: Number(process.env.BENCH_SECONDS || defaults.seconds),
    dialects: (process.env.BENCH_DIALECTS || 'sqlite,postgres').split(','),
  };
}

/** Stops the benchmark at once when there is no built server to measure. */
export function requireBuiltServer() {
  if (existsSync(serverEntry())) return;
  console.error(`No built server at ${serverEntry()}: run \`npm run build\` first (OUTPUT_DIR picks the build).`);
  process.exit(1);
}

/**
 * Runs `bench` on each database in turn, after the machine's line; stops at once without a built
 * server, and skips PostgreSQL when it cannot be reached.
 */
export async function eachDialect<T>(dialects: string[], bench: (dialect: string) => Promise<T>): Promise<T[]> {
  requireBuiltServer();
  console.log(machineLine());
  const summaries: T[] = [];
  for (const dialect of dialects) {
    if (dialect === 'postgres' && !(await postgresAvailable())) {
      console.log('\n== PostgreSQL: SKIPPED (not reachable)');
      continue;
    }
    summaries.push(await bench(dialect));
  }
  return summaries;
}

/** One line of a target's figures: rate, p99 and the server's CPU time per request. */
export const figuresRow = (label: string, f: Figures) =>
  `  ${label.padEnd(10)} ${Math.round(f.requestsPerSecond).toString().padStart(7)} req/s   p99 ${f.p99.toFixed(0).padStart(4)} ms   CPU/req ${f.cpuMicroseconds.toFixed(0).padStart(5)} µs`;

/**
 * Measures every target once a round for `rounds` rounds, the order turning each round so that no
 * target always follows the same one, printing each run; answers the medians by target.
 */
export async function interleavedMedians<T extends string>(
  targets: Record<T, () => Promise<Figures>>,
  rounds: number,
): Promise<Record<T, Figures>> {
  const order = Object.keys(targets) as T[];
  const results = Object.fromEntries(order.map((target) => [target, [] as Figures[]])) as Record<T, Figures[]>;
  for (let round = 0; round < rounds; round++) {
    console.log(`  round ${round + 1}`);
    for (let i = 0; i < order.length; i++) {
      const target = order[(i + round) % order.length];
      const figures = await targets[target]();
      results[target].push(figures);
      console.log(`  ${figuresRow(target, figures)}`);
    }
  }
  const medians = Object.fromEntries(order.map((target) => [target, medianFigures(results[target])]));
  return medians as Record<T, Figures>;
}
