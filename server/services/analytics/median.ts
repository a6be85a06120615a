import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';

export const HOUR = 3_600_000;
export const DAY = 86_400_000;

/** Rows of two timestamps: when something started and when it ended (null while it has not). */
export interface Span {
  started: string | null;
  ended: string | null;
}

// biome-ignore lint/suspicious/noExplicitAny: any tables, any selection that names `started` and `ended`.
export type Spans = SelectQueryBuilder<Database, any, Span>;

/**
 * The median time from each start to its end (the mean of the middle two for an even count), in
 * `unit` milliseconds rounded to one decimal; null for none. Spans without a start or an end, or
 * going back in time, are left out. Counted in the database by its own median: SQLite's `median()`
 * (its percentile functions, built into better-sqlite3's SQLite) over days, PostgreSQL's
 * `percentile_cont(0.5)` over intervals; the spans never leave it.
 */
export async function medianSpan(
  db: Kysely<Database>,
  dialect: Dialect,
  spans: Spans,
  unit: number,
): Promise<number | null> {
  const postgres = dialect === 'postgres';
  const span = postgres ? sql`s.ended - s.started` : sql`julianday(s.ended) - julianday(s.started)`;
  const middle = await db
    .selectFrom(spans.as('s'))
    .select(
      (postgres
        ? sql<number | null>`extract(epoch from percentile_cont(0.5) within group (order by ${span})) * 1000`
        : sql<number | null>`median(${span}) * 86400000.0`
      ).as('ms'),
    )
    .where('s.started', 'is not', null)
    .where('s.ended', 'is not', null)
    .where(span, '>=', postgres ? sql`interval '0'` : sql`0`)
    .executeTakeFirst();
  return middle?.ms == null ? null : Math.round((Number(middle.ms) / unit) * 10) / 10;
}
