import type { Kysely } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import { log } from '#server/utils/log.ts';

/** After a failed build, the next waits this long (the database answers meanwhile). */
const RETRY_MS = 5_000;

/** An index of the catalogue as of one catalogue revision (catalogueRevision, catalogue-cache.ts). */
interface RevisionIndex {
  revision: number;
}

/** The index a server process keeps of one database's catalogue. */
interface Keeper<I> {
  dialect: Dialect;
  index?: I;
  building?: Promise<void>;
  failedAt?: number;
  /** How long the last completed build took, and how many have completed (the metrics). */
  lastBuildSeconds?: number;
  builds: number;
  stopped: boolean;
}

/**
 * Keeps an in-memory index of the catalogue per database, rebuilt when a search meets a newer
 * catalogue revision: the catalogue index and the programme index are two of these. `read` builds
 * one from the database; `figures` are its sizes for the log and the metrics (of no index: zeros).
 */
export function revisionKeeper<I extends RevisionIndex, F extends Record<string, number | undefined>>(what: {
  name: string;
  read: (db: Kysely<Database>, dialect: Dialect) => Promise<I>;
  figures: (index: I | undefined) => F;
}) {
  const keepers = new WeakMap<Kysely<Database>, Keeper<I>>();

  /** Builds the next index unless one is being built, or the last try failed a moment ago. */
  function build(db: Kysely<Database>, keeper: Keeper<I>) {
    if (keeper.building || keeper.stopped) return;
    if (keeper.failedAt !== undefined && Date.now() - keeper.failedAt < RETRY_MS) return;
    const started = performance.now();
    keeper.building = what
      .read(db, keeper.dialect)
      .then(
        (index) => {
          if (keeper.stopped || index.revision <= (keeper.index?.revision ?? -1)) return;
          keeper.index = index;
          keeper.failedAt = undefined;
          const ms = Math.round(performance.now() - started);
          keeper.lastBuildSeconds = ms / 1000;
          keeper.builds += 1;
          const figures: Record<string, number | undefined> = what.figures(index);
          log.info({ revision: index.revision, ...figures, ms }, `${what.name} built`);
        },
        (error) => {
          if (keeper.stopped) return;
          keeper.failedAt = Date.now();
          log.warn({ err: error }, `${what.name} not built; the database answers meanwhile`);
        },
      )
      .finally(() => {
        keeper.building = undefined;
      });
  }

  return {
    /**
     * Keeps the index in this process from now on (the startup plugin): builds it now, and again
     * whenever a search finds the catalogue changed. Resolves when the first build has ended (built,
     * or failed and logged: the database answers then).
     */
    async keep(db: Kysely<Database>, dialect: Dialect): Promise<void> {
      const keeper: Keeper<I> = { dialect, builds: 0, stopped: false };
      keepers.set(db, keeper);
      build(db, keeper);
      await keeper.building;
    },

    /** Stops keeping the index (the server is closing). */
    stop(db: Kysely<Database>): void {
      const keeper = keepers.get(db);
      if (keeper) keeper.stopped = true;
      keepers.delete(db);
    },

    /**
     * The index at `revision`, or undefined while there is none for it: then a build of the next
     * begins, and the caller asks the database. So an answer from the index is never older than the
     * catalogue the request saw.
     */
    at(db: Kysely<Database>, revision: number): I | undefined {
      const keeper = keepers.get(db);
      if (!keeper) return undefined;
      if (keeper.index?.revision === revision) return keeper.index;
      if ((keeper.index?.revision ?? -1) < revision) build(db, keeper);
      return undefined;
    },

    /**
     * The newest index this process has, whatever its revision: its words are the catalogue's words
     * as of that build, enough to read a misspelt word while the next build is under way.
     */
    latest: (db: Kysely<Database>): I | undefined => keepers.get(db)?.index,

    /** The index kept now: its sizes, how long its last build took and how many builds there were (the metrics). */
    figures(db: Kysely<Database>) {
      const keeper = keepers.get(db);
      return (
        keeper && { ...what.figures(keeper.index), lastBuildSeconds: keeper.lastBuildSeconds, builds: keeper.builds }
      );
    },

    /** Resolves when no build is running (a search just after a change; tests). */
    settled: async (db: Kysely<Database>) => {
      await keepers.get(db)?.building;
    },
  };
}
