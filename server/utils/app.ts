import type { Kysely } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import type { Counters } from '#server/services/counters/counters.ts';
import type { FileStore } from '#server/services/files/file-store.ts';
import type { Config } from './config.ts';

/** What every handler works with, made once at start by the startup plugin. */
export interface App {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  counters: Counters;
  files: FileStore;
}

let current: App | undefined;
let starting: Promise<App> | undefined;

export const setApp = (start: Promise<App>) => {
  starting = start.then((app) => (current = app));
};

/** The started app; the ready middleware waits for start before any request reaches a handler. */
export function useApp(): App {
  if (!current) throw new Error('The server has not finished starting');
  return current;
}

export const appReady = () => starting;

/** The app once started, else undefined (for work that may simply wait for the next request). */
export const startedApp = (): App | undefined => current;
