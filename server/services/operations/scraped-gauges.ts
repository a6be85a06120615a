import { Counter, Gauge, type Registry } from 'prom-client';
import { poolUse } from '#server/db/connect.ts';
import { outboxBacklog } from '#server/services/mail/outbox.repository.ts';
import { programmeIndexFigures } from '#server/services/programs/programme-index/programme-index-keeper.ts';
import { catalogueIndexFigures } from '#server/services/universities/catalogue-search/catalogue-index/index-keeper.ts';
import { requirementsIndexFigures } from '#server/services/eligibility/requirements-index/requirements-index-keeper.ts';
import { type App, startedApp } from '#server/utils/app.ts';

/** The catalogue index this instance keeps, once the app has started. */
const indexFigures = () => {
  const app = startedApp();
  return app && catalogueIndexFigures(app.db);
};

/**
 * The metrics read when `/metrics` is asked (nothing is counted per request for them): the
 * database pool, the mail outbox and the catalogue index of this instance.
 */
export function registerScrapedGauges(registry: Registry): void {
  const registers = [registry];
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state: total open, idle, and queries waiting for one (absent on SQLite)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const app = startedApp();
      const use = app && poolUse(app.db);
      if (!use) return;
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  const oldestAge = new Gauge({
    name: 'mail_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest e-mail waiting in the outbox (0 when none waits)',
    registers,
  });
  new Gauge({
    name: 'mail_outbox_pending',
    help: 'E-mails waiting in the outbox to be sent or retried',
    registers,
    // One query for both outbox gauges; the age gauge is collected after this one (registration order).
    async collect() {
      const app = startedApp();
      if (!app) return;
      const { pending, oldest } = await outboxBacklog(app.db);
      this.set(Number(pending));
      oldestAge.set(oldest ? Math.max(0, (Date.now() - Date.parse(String(oldest))) / 1000) : 0);
    },
  });
  indexGauges(registers, 'catalogue_index', 'the catalogue search index', 'universities', catalogueIndexFigures);
  new Counter({
    name: 'catalogue_index_builds_total',
    help: 'Builds of the catalogue search index completed since start (one at start, one after each catalogue change searched)',
    registers,
    collect() {
      const builds = indexFigures()?.builds;
      if (builds === undefined) return;
      this.reset();
      this.inc(builds);
    },
  });
  indexGauges(registers, 'programme_index', 'the programme list index', 'programmes', programmeIndexFigures);
  indexGauges(
    registers,
    'requirements_index',
    "the requirements index (a student's matches)",
    'programmes',
    requirementsIndexFigures,
  );
}

/**
 * Gauges of an index this instance keeps in memory: how many universities or programmes it
 * holds, its last build's duration, its typed arrays' bytes.
 */
function indexGauges<K extends 'universities' | 'programmes'>(
  registers: Registry[],
  prefix: string,
  what: string,
  holds: K,
  figuresOf: (db: App['db']) => ({ bytes?: number; lastBuildSeconds?: number } & Record<K, number>) | undefined,
) {
  const figures = () => {
    const app = startedApp();
    return app && figuresOf(app.db);
  };
  new Gauge({
    name: `${prefix}_${holds}`,
    help: `${holds[0].toUpperCase()}${holds.slice(1)} in ${what} this instance keeps in memory`,
    registers,
    collect() {
      const held = figures()?.[holds];
      if (held !== undefined) this.set(held);
    },
  });
  new Gauge({
    name: `${prefix}_last_build_seconds`,
    help: `How long the last build of ${what} took`,
    registers,
    collect() {
      const seconds = figures()?.lastBuildSeconds;
      if (seconds !== undefined) this.set(seconds);
    },
  });
  new Gauge({
    name: `${prefix}_bytes`,
    help: `Bytes of the typed arrays of ${what}`,
    registers,
    collect() {
      const bytes = figures()?.bytes;
      if (bytes !== undefined) this.set(bytes);
    },
  });
}
