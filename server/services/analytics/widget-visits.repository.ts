import { type Kysely, sql } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

/** One more page that loaded the agency's widgets today (UTC): a count per agency and day, nothing about the visitor. */
export async function countWidgetVisit(
  db: Kysely<Database>,
  agencyId: number,
  day = new Date().toISOString().slice(0, 10),
) {
  await db
    .insertInto('widget_visit_days')
    .values({ agency_id: agencyId, day, visits: 1 })
    .onConflict((oc) => oc.columns(['agency_id', 'day']).doUpdateSet({ visits: sql`widget_visit_days.visits + 1` }))
    .execute();
}

/** The pages that loaded the agency's widgets per day, from `from` to `to` (YYYY-MM-DD, both included). */
export const widgetVisitsByDay = (db: Kysely<Database>, agencyId: number, from: string, to: string) =>
  db
    .selectFrom('widget_visit_days')
    .select(['day', 'visits as count'])
    .where('agency_id', '=', agencyId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
