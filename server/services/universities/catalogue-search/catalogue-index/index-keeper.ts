import type { Kysely } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import { log } from '#server/utils/log.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { readCatalogueIndex } from './index-reader.ts';

/** After a failed build, the next waits this long (the database search answers meanwhile). */
const RETRY_MS = 5_000;

/** The index a server process keeps of one database's catalogue. */
interface Keeper {
  dialect: Dialect;
  index?: CatalogueIndex;
  building?: Promise<void>;
  failedAt?: number;
  /** How long the last completed build took, and how many have completed (the metrics). */
  lastBuildSeconds?: number;
  builds: number;
  stopped: boolean;
}

const keepers = new WeakMap<Kysely<Database>, Keeper>();

/** Builds the next index unless one is being built, or the last try failed a moment ago. */
function build(db: Kysely<Database>, keeper: Keeper) {
  if (keeper.building || keeper.stopped) return;
  if (keeper.failedAt !== undefined && Date.now() - keeper.failedAt < RETRY_MS) return;
  const started = performance.now();
  keeper.building = readCatalogueIndex(db, keeper.dialect)
    .then(
      (index) => {
        if (keeper.stopped || index.revision <= (keeper.index?.revision ?? -1)) return;
        keeper.index = index;
        keeper.failedAt = undefined;
        const ms = Math.round(performance.now() - started);
        keeper.lastBuildSeconds = ms / 1000;
        keeper.builds += 1;
        log.info({ revision: index.revision, universities: index.ids.length, ms }, 'catalogue index built');
      },
      (error) => {
        if (keeper.stopped) return;
        keeper.failedAt = Date.now();
        log.warn({ err: error }, 'catalogue index not built; the database search answers meanwhile');
      },
    )
    .finally(() => {
      keeper.building = undefined;
    });
}

/**
 * Keeps an index of the catalogue in this process from now on (the startup plugin): builds it
 * now, and again whenever a search finds the catalogue changed. Resolves when the first build
 * has ended (built, or failed and logged: the database search answers then).
 */
export async function keepCatalogueIndex(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  const keeper: Keeper = { dialect, builds: 0, stopped: false };
  keepers.set(db, keeper);
  build(db, keeper);
  await keeper.building;
}

/** Stops keeping the index (the server is closing). */
export function stopCatalogueIndex(db: Kysely<Database>): void {
  const keeper = keepers.get(db);
  if (keeper) keeper.stopped = true;
  keepers.delete(db);
}

/**
 * The index of the catalogue at `revision` (catalogueRevision, catalogue-cache.ts), or undefined
 * while there is none for it: then a build of the next begins, and the caller asks the database.
 * So an answer from the index is never older than the catalogue the request saw.
 */
export function catalogueIndexAt(db: Kysely<Database>, revision: number): CatalogueIndex | undefined {
  const keeper = keepers.get(db);
  if (!keeper) return undefined;
  if (keeper.index?.revision === revision) return keeper.index;
  if ((keeper.index?.revision ?? -1) < revision) build(db, keeper);
  return undefined;
}

/** The index kept now: its universities, how long its build took and how many builds there were (the metrics). */
export function catalogueIndexFigures(db: Kysely<Database>) {
  const keeper = keepers.get(db);
  return (
    keeper && {
      universities: keeper.index?.ids.length ?? 0,
      lastBuildSeconds: keeper.lastBuildSeconds,
      builds: keeper.builds,
    }
  );
}

/** Resolves when no build is running (tests: after a change, wait for the index to catch up). */
export const catalogueIndexSettled = async (db: Kysely<Database>) => {
  await keepers.get(db)?.building;
};
