import { sql } from 'kysely';
import { type App, startedApp } from '#server/utils/app.ts';
import { log } from '#server/utils/log.ts';

/** How long each dependency has to answer before the instance counts as not ready. */
const CHECK_MS = 2_000;

type CheckName = 'database' | 'redis' | 'files';
type CheckResult = 'ok' | 'failed' | 'timeout';

export interface Readiness {
  status: 'ready' | 'unready' | 'starting' | 'draining';
  /** Each dependency's answer; names and outcomes only, never an address or an error's text. */
  checks?: Partial<Record<CheckName, CheckResult>>;
}

let draining = false;

/** From now on `/readyz` answers 503 (server/plugins/operations.ts, on SIGTERM). */
export const startDraining = () => {
  draining = true;
};

export const isDraining = () => draining;

async function check(name: CheckName, work: (signal: AbortSignal) => Promise<unknown>): Promise<CheckResult> {
  const timeout = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<'timeout'>((done) => {
    timer = setTimeout(() => {
      timeout.abort();
      done('timeout');
    }, CHECK_MS);
  });
  const answered = work(timeout.signal).then(
    () => 'ok' as const,
    (error) => {
      log.warn({ err: error, check: name }, 'readiness check failed');
      return 'failed' as const;
    },
  );
  try {
    return await Promise.race([answered, expired]);
  } finally {
    clearTimeout(timer);
  }
}

const checksOf = (app: App) => ({
  database: () => check('database', () => sql`select 1`.execute(app.db)),
  ...(app.config.redisUrl ? { redis: () => check('redis', () => app.counters.ping()) } : {}),
  files: () => check('files', (signal) => app.files.check(signal)),
});

/** Whether this instance should be sent requests: started, not draining, and its database, Redis and files answer. */
export async function readiness(): Promise<Readiness> {
  if (draining) return { status: 'draining' };
  const app = startedApp();
  if (!app) return { status: 'starting' };
  const entries = await Promise.all(
    Object.entries(checksOf(app)).map(async ([name, run]) => [name, await run()] as const),
  );
  const checks = Object.fromEntries(entries) as Readiness['checks'];
  return { status: entries.every(([, result]) => result === 'ok') ? 'ready' : 'unready', checks };
}
