import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { queryLog } from '#server/services/operations/metrics.ts';
import { log } from '#server/utils/log.ts';
import { openSqlite, rememberSqlite } from './sqlite-driver.ts';
import type { Database } from './tables/database.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Connection {
  db: Kysely<Database>;
  dialect: Dialect;
}

// PostgreSQL answers timestamptz as Date and bigint counts as text; the app speaks ISO text and numbers.
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (value) => new Date(value).toISOString());
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.FLOAT8, (value) => Number(value));

const pools = new WeakMap<Kysely<Database>, pg.Pool>();

/** The PostgreSQL pool's connections (the metrics); undefined on SQLite, one connection in the process. */
export function poolUse(db: Kysely<Database>): { total: number; idle: number; waiting: number } | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/** Opens PostgreSQL when the URL is postgres://…, otherwise the SQLite file. */
export function connect(options: { databaseUrl?: string; sqliteFile: string }): Connection {
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A connection at rest that the database ends (a restart, a failover, an administrator) is
    // reported here; unheard, pg would throw it out of the process. The pool opens another when needed.
    pool.on('error', (error) =>
      log.warn({ reason: error.message }, 'a PostgreSQL connection at rest was closed by the database'),
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queryLog });
    pools.set(db, pool);
    return { db, dialect: 'postgres' };
  }
  mkdirSync(dirname(options.sqliteFile), { recursive: true });
  const database = openSqlite(options.sqliteFile);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }), log: queryLog });
  rememberSqlite(db, database);
  return { db, dialect: 'sqlite' };
}
