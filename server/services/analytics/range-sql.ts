import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { ZoneOffset } from './time-zone.ts';

/**
 * A timestamp column's day (YYYY-MM-DD) in the zone of the range, on either database: the instant
 * moved by the zone's offset at that instant (`offsets`: those of the range's bounds, one per change
 * of the clocks), so both databases group by the same days whatever zones they know. The offsets
 * are numbers and instants this server made, written into the SQL as literals: an expression with
 * parameters would not match itself in PostgreSQL's GROUP BY.
 */
export function dayOf(dialect: Dialect, column: string, offsets: readonly ZoneOffset[]): RawBuilder<string> {
  const at = sql.ref(column);
  if (offsets.every((offset) => offset.minutes === 0))
    return dialect === 'postgres'
      ? sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD')`
      : sql<string>`substr(${at}, 1, 10)`;
  const last = offsets[offsets.length - 1];
  const changes = offsets
    .slice(1)
    .map((offset, index) => sql`when ${at} < ${sql.lit(offset.from)} then ${sql.lit(offsets[index].minutes)}`);
  const minutes = changes.length
    ? sql`case ${sql.join(changes, sql` `)} else ${sql.lit(last.minutes)} end`
    : sql.lit(last.minutes);
  return dialect === 'postgres'
    ? sql<string>`to_char((${at} at time zone 'UTC') + ${minutes} * interval '1 minute', 'YYYY-MM-DD')`
    : sql<string>`substr(datetime(${at}, ${minutes} || ' minutes'), 1, 10)`;
}
