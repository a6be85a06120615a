import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

export const findWeeklySummaryChoice = async (db: Kysely<Database>, userId: number) =>
  Boolean(
    (await db.selectFrom('users').select('weekly_summary').where('id', '=', userId).executeTakeFirstOrThrow())
      .weekly_summary,
  );

export const saveWeeklySummaryChoice = (db: Kysely<Database>, userId: number, chosen: boolean) =>
  db
    .updateTable('users')
    .set({ weekly_summary: chosen, updated_at: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();

/**
 * The active users who chose the weekly summary and have not had the one of the week starting on
 * `week` (a Monday): admins, universities linked to their catalogue entry, and agencies' owners
 * (the account an agency was set up with), each with the language of their e-mails.
 */
export const usersAwaitingSummary = (db: Kysely<Database>, week: string) =>
  db
    .selectFrom('users')
    .select(['users.id', 'users.email', 'users.user_type', 'users.language'])
    .where('users.weekly_summary', '=', true)
    .where('users.is_active', '=', true)
    .where((eb) =>
      eb.or([
        eb('users.user_type', '=', 'ADMIN'),
        eb.and([
          eb('users.user_type', '=', 'UNIVERSITY'),
          eb.exists(eb.selectFrom('universities').select('id').whereRef('universities.user_id', '=', 'users.id')),
        ]),
        eb.and([
          eb('users.user_type', '=', 'AGENCY'),
          eb.exists(eb.selectFrom('agencies').select('id').whereRef('agencies.user_id', '=', 'users.id')),
        ]),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('weekly_summaries')
            .select('user_id')
            .whereRef('weekly_summaries.user_id', '=', 'users.id')
            .where('weekly_summaries.week', '=', week),
        ),
      ),
    )
    .orderBy('users.id')
    .execute();

/**
 * Takes the week's summary of the user for this instance; false when another instance (or an
 * earlier run) already did. In the transaction that queues its e-mail, so each is sent once.
 */
export async function claimWeeklySummary(trx: Kysely<Database>, userId: number, week: string, at: string) {
  const claimed = await trx
    .insertInto('weekly_summaries')
    .values({ user_id: userId, week, queued_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'week']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return claimed !== undefined;
}
