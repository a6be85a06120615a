import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '#server/db/tables/database.ts';
import { log } from '#server/utils/log.ts';

const CHANNEL = 'catalogue_revision';
const RECONNECT_MS = 1000;

/**
 * What one instance knows of the catalogue revision on PostgreSQL, from LISTEN catalogue_revision
 * (migration 050 announces every revision when its change commits).
 */
interface Watch {
  /** The highest revision heard of or read. */
  revision: number;
  /**
   * Whether `revision` may be used without asking the database: the listener is connected, a
   * read since it began listening confirmed it, and no write on this instance finished since.
   * A write here may finish before its own announcement arrives; the next read asks instead.
   */
  trusted: boolean;
  /** Counts writes on this instance, so a read that overlapped one does not restore trust. */
  writes: number;
  /** The listener is connected and listening. */
  listening: boolean;
}

const watches = new WeakMap<Kysely<Database>, Watch>();

/** The revision this instance may use without a round trip, or undefined when it must ask. */
export function watchedRevision(db: Kysely<Database>): number | undefined {
  const watch = watches.get(db);
  return watch?.trusted ? watch.revision : undefined;
}

/** The write count to hand back to `confirmRevision` after reading the revision from the database. */
export const writesSoFar = (db: Kysely<Database>): number | undefined => watches.get(db)?.writes;

/** A revision read from the database: trusted again when no write finished while it was read. */
export function confirmRevision(db: Kysely<Database>, revision: number, writesBefore: number | undefined): void {
  const watch = watches.get(db);
  if (!watch || writesBefore === undefined) return;
  watch.revision = Math.max(watch.revision, revision);
  if (watch.writes === writesBefore && watch.listening) watch.trusted = true;
}

/** A request that may have changed the catalogue has finished on this instance. */
export function writeFinished(db: Kysely<Database>): void {
  const watch = watches.get(db);
  if (!watch) return;
  watch.writes++;
  watch.trusted = false;
}

/**
 * Listens for catalogue revisions on a connection of its own, reconnecting after a failure
 * (meanwhile every catalogue request asks the database, as without the watch). Returns `stop`.
 */
export function watchCatalogueRevision(db: Kysely<Database>, databaseUrl: string): () => Promise<void> {
  const watch: Watch = { revision: -1, trusted: false, writes: 0, listening: false };
  watches.set(db, watch);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (error?: Error) => {
    watch.listening = false;
    watch.trusted = false;
    client?.removeAllListeners();
    client?.end().catch(() => {});
    client = undefined;
    if (stopped) return;
    if (error) log.warn({ err: error }, 'catalogue revision listener lost; reconnecting');
    retry = setTimeout(listen, RECONNECT_MS);
  };

  async function listen() {
    const connection = new pg.Client({ connectionString: databaseUrl });
    client = connection;
    connection.on('error', lost);
    connection.on('end', () => client === connection && lost());
    connection.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload)
        watch.revision = Math.max(watch.revision, Number(message.payload));
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${CHANNEL}`);
      watch.listening = true;
      // Trust begins with a read made after LISTEN: nothing committed since can go unheard.
      const writes = watch.writes;
      const { rows } = await connection.query<{ revision: string }>(
        'SELECT revision FROM catalogue_revision WHERE id = 1',
      );
      confirmRevision(db, Number(rows[0].revision), writes);
    } catch (error) {
      if (client === connection) lost(error as Error);
    }
  }

  listen();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    watch.listening = false;
    watch.trusted = false;
    watches.delete(db);
    const last = client;
    client = undefined;
    last?.removeAllListeners();
    await last?.end().catch(() => {});
  };
}
