import { type ChildProcess, spawn } from 'node:child_process';
import { serverCommand } from './server-command.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from '#sdk/client';
import { checkedFetch } from './openapi-check.ts';
import { freePort } from './ports.ts';
import { createTestDatabase } from './postgres.ts';
import { copySeeded, type Seeded } from './seeded.ts';

export type TestDialect = 'sqlite' | 'postgres';

export interface TestServer {
  url: string;
  dialect: TestDialect;
  dataDir: string;
  databaseUrl?: string;
  /** The server's process id, for measuring it (benchmarks). */
  pid: number;
  /** What the server has printed so far (its log lines). */
  output(): string;
  /** Sends the process a signal (the drain tests). */
  signal(name: NodeJS.Signals): void;
  /** Resolves with the exit code once the process has ended (null when a signal ended it). */
  exited: Promise<number | null>;
  /** A fresh SDK client (no token). */
  client(token?: string): Client;
  stop(): Promise<void>;
}

/**
 * Starts the built server ($OUTPUT_DIR/server/index.mjs, default .output; run `npm run build` first) on its own
 * data folder, and on a database of its own when the dialect is PostgreSQL. It answers when the
 * server does, unless `answering: false` (a test of the start itself).
 */
export async function startServer(
  options: {
    dialect?: TestDialect;
    env?: Record<string, string>;
    databaseUrl?: string;
    answering?: false;
    /** A port of the test's choosing (an instance a load balancer expects there), else a free one. */
    port?: number;
    /** Start on a copy of this already migrated and seeded data (tests/support/seeded.ts) instead of seeding. */
    seeded?: Seeded;
  } = {},
): Promise<TestServer> {
  const dialect = options.dialect ?? ((process.env.TEST_DIALECT as TestDialect) || 'sqlite');
  const dataDir = mkdtempSync(join(tmpdir(), 'study-europe-'));
  // A given PostgreSQL database is shared with another instance and left to its owner to drop.
  const database =
    options.seeded && !options.databaseUrl
      ? await copySeeded(options.seeded, dataDir)
      : dialect === 'postgres' && !options.databaseUrl
        ? await createTestDatabase()
        : undefined;
  const port = options.port ?? (await freePort());
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@test.local',
    ADMIN_PASSWORD: 'admin-password',
    DEMO_DATA: '1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Every test signs up its own accounts from one address; the registration limit has its own test.
    REGISTER_LIMIT_PER_ADDRESS: '100000',
    // No load balancer to wait for when a test stops its server; the drain tests set their own.
    SHUTDOWN_GRACE_SECONDS: '0',
    ...options.env,
  };
  const databaseUrl = options.databaseUrl ?? database?.url;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, serverCommand(), { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  const deadline = Date.now() + 60_000;
  while (options.answering !== false) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ready = await fetch(`${url}/api/universities/meta/countries`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`server did not start in 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 150));
  }

  return {
    url,
    dialect,
    dataDir,
    databaseUrl,
    pid: child.pid!,
    output: () => output,
    signal: (name) => void child.kill(name),
    exited,
    // Tests see the server's own answers (no retries), each call checked against the API document.
    client: (token) => createClient({ baseUrl: url, token, retry: false, fetch: checkedFetch() }),
    async stop() {
      child.kill('SIGTERM');
      // A process killed by a signal has no exit code, only its signal.
      await new Promise((r) =>
        child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r),
      );
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
