import BetterSqlite3 from 'better-sqlite3';
import type { Kysely, SqliteDatabase, SqliteStatement } from 'kysely';

export interface AppSqliteDatabase extends SqliteDatabase {
  /**
   * The first value of a one-row read, run at once, without Kysely's promises and connection
   * queue; only when no transaction is open on the connection, so that it sees exactly the
   * committed data. Undefined inside a transaction: ask through Kysely then.
   */
  committedValue(sql: string): unknown;
}

const databases = new WeakMap<Kysely<any>, AppSqliteDatabase>();

/** Lets `committedValue` find the SQLite connection behind a Kysely instance. */
export const rememberSqlite = (db: Kysely<any>, database: AppSqliteDatabase) => void databases.set(db, database);

/** See AppSqliteDatabase.committedValue; always undefined on PostgreSQL. */
export const committedValue = (db: Kysely<any>, sql: string): unknown => databases.get(db)?.committedValue(sql);

const bindable = (value: unknown) => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

/**
 * better-sqlite3 behind Kysely's SqliteDialect, with two changes: prepared statements are
 * cached (Kysely prepares every query anew, about 9 times the cost of a cached primary-key
 * read, TOOLCHAIN.md) and booleans are bound as 0/1, which SQLite stores.
 */
export function openSqlite(file: string): AppSqliteDatabase {
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  const cache = new Map<string, BetterSqlite3.Statement>();
  // Plucking statements of their own: pluck mode would change Kysely's cached statements.
  const plucking = new Map<string, BetterSqlite3.Statement>();

  return {
    close: () => db.close(),
    committedValue(sql: string) {
      if (db.inTransaction) return undefined;
      let statement = plucking.get(sql);
      if (!statement) {
        statement = db.prepare(sql).pluck();
        plucking.set(sql, statement);
      }
      return statement.get();
    },
    prepare(sql: string): SqliteStatement {
      let statement = cache.get(sql);
      if (!statement) {
        statement = db.prepare(sql);
        if (cache.size > 500) cache.delete(cache.keys().next().value!);
        cache.set(sql, statement);
      }
      const prepared = statement;
      return {
        get reader() {
          return prepared.reader;
        },
        all: (parameters) => prepared.all(...Array.from(parameters, bindable)),
        run: (parameters) => prepared.run(...Array.from(parameters, bindable)),
        iterate: (parameters) => prepared.iterate(...Array.from(parameters, bindable)),
      } as SqliteStatement;
    },
  };
}
