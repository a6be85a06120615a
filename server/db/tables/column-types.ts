import type { ColumnType, Generated } from 'kysely';

/** 0/1 on SQLite, boolean on PostgreSQL; written as a boolean (the SQLite driver binds it as 0/1). */
export type Bool = ColumnType<boolean | number, boolean | undefined, boolean>;
/** ISO-8601 text on both dialects (PostgreSQL's timestamptz is parsed back to ISO text). */
export type Timestamp = Generated<string>;
/** A JSON-encoded list of texts. */
export type JsonList = ColumnType<string, string | undefined, string>;
