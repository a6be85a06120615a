// Small helpers that let one migration serve SQLite and PostgreSQL. Migrations import no
// application code, only these.
import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

export const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** An auto-incrementing integer primary key: `serial` on PostgreSQL, rowid alias on SQLite. */
export const withId = <T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) =>
  isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

/** Timestamps are ISO-8601 text on SQLite and timestamptz on PostgreSQL; the app always writes ISO text. */
export const timestampType = (db: Kysely<any>) => (isPostgres(db) ? sql`timestamptz` : sql`text`);

/** Booleans are 0/1 integers on SQLite. */
export const booleanType = (db: Kysely<any>) => (isPostgres(db) ? sql`boolean` : sql`integer`);

export const falseDefault = (db: Kysely<any>) => (c: ColumnDefinitionBuilder) =>
  c.notNull().defaultTo(isPostgres(db) ? sql`false` : 0);
export const trueDefault = (db: Kysely<any>) => (c: ColumnDefinitionBuilder) =>
  c.notNull().defaultTo(isPostgres(db) ? sql`true` : 1);

/** Money and scores: double precision on both. */
export const realType = (db: Kysely<any>) => (isPostgres(db) ? sql`double precision` : sql`real`);
