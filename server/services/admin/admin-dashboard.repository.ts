import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

export const countUsersByType = (db: Kysely<Database>) =>
  db
    .selectFrom('users')
    .select(['user_type', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('user_type')
    .execute();

export const countApplicationsByStatus = (db: Kysely<Database>) =>
  db
    .selectFrom('applications')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();

/** Rows of a table created at `since` or later. */
export async function countCreatedSince(
  db: Kysely<Database>,
  table: 'users' | 'applications' | 'students',
  since: string,
): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export const catalogueCounts = (db: Kysely<Database>) =>
  db
    .selectFrom('universities')
    .select((eb) => [
      eb.fn.countAll<number>().as('universities'),
      eb.fn.sum<number>(eb.case().when('featured', '=', true).then(1).else(0).end()).as('featured'),
      eb
        .selectFrom('programs')
        .select((p) => p.fn.countAll<number>().as('n'))
        .as('programs'),
    ])
    .executeTakeFirstOrThrow();
