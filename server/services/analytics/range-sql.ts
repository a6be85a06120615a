import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';

/** A timestamp column's UTC day (YYYY-MM-DD), on either database. */
export const dayOf = (dialect: Dialect, column: string): RawBuilder<string> =>
  dialect === 'postgres'
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
