import type { Kysely } from 'kysely';
import type { ApplicationStatus } from '#sdk/schemas/enums';
import type { Database } from '#server/db/tables/database.ts';

/** How many of the university's applications reached each status since `since` (ISO time). */
export async function countArrivals(db: Kysely<Database>, universityId: number, since: string) {
  const rows = await db
    .selectFrom('application_events')
    .innerJoin('applications', 'applications.id', 'application_events.application_id')
    .select(['application_events.to_status as status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('applications.university_id', '=', universityId)
    .where('application_events.created_at', '>=', since)
    .groupBy('application_events.to_status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Partial<Record<ApplicationStatus, number>>;
}

/**
 * The university's decided applications: when the admins approved each (its latest move to
 * ADMIN_APPROVED) and when the university decided.
 */
export const listDecisionTimes = (db: Kysely<Database>, universityId: number) =>
  db
    .selectFrom('applications')
    .innerJoin('application_events', 'application_events.application_id', 'applications.id')
    .select(['applications.id', 'applications.decided_at'])
    .select((eb) => eb.fn.max('application_events.created_at').as('approved_at'))
    .where('applications.university_id', '=', universityId)
    .where('applications.status', 'in', ['ACCEPTED', 'REJECTED'])
    .where('application_events.to_status', '=', 'ADMIN_APPROVED')
    .groupBy(['applications.id', 'applications.decided_at'])
    .execute();
