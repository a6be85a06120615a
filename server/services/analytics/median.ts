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
 * going back in time, are left out. Counted in the database: the spans never leave it.
 */
export async function medianSpan(
  db: Kysely<Database>,
  dialect: Dialect,
  spans: Spans,
  unit: number,
): Promise<number | null> {
  // Each span as a value that sorts by its length: an interval on PostgreSQL, days on SQLite; its
  // length in milliseconds is read from the middle ones only.
  const postgres = dialect === 'postgres';
  const span = postgres ? sql`s.ended - s.started` : sql`julianday(s.ended) - julianday(s.started)`;
  const durations = db
    .selectFrom(spans.as('s'))
    .select(span.as('span'))
    .where('s.started', 'is not', null)
    .where('s.ended', 'is not', null);
  const ranked = db
    .selectFrom(durations.as('d'))
    .select([
      'd.span',
      sql<number>`row_number() over (order by d.span)`.as('rank'),
      sql<number>`count(*) over ()`.as('total'),
    ])
    .where(sql<boolean>`d.span >= ${postgres ? sql`interval '0'` : sql`0`}`);
  const middle = await db
    .selectFrom(ranked.as('k'))
    .select(
      (postgres
        ? sql<number | null>`extract(epoch from avg(k.span)) * 1000`
        : sql<number | null>`avg(k.span) * 86400000.0`
      ).as('ms'),
    )
    .where(sql<boolean>`k.rank in ((k.total + 1) / 2, (k.total + 2) / 2)`)
    .executeTakeFirst();
  return middle?.ms == null ? null : Math.round((Number(middle.ms) / unit) * 10) / 10;
}
