import BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const bindable = (value: unknown) => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

/**
 * better-sqlite3 behind Kysely's SqliteDialect, with two changes: prepared statements are
 * cached (Kysely prepares every query anew, about 9 times the cost of a cached primary-key
 * read, TOOLCHAIN.md) and booleans are bound as 0/1, which SQLite stores.
 */
export function openSqlite(file: string): SqliteDatabase {
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  const cache = new Map<string, BetterSqlite3.Statement>();

  return {
    close: () => db.close(),
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
