import type { Kysely } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import type { Bounds } from './analytics-range.ts';
import { dayOf } from './range-sql.ts';

/** Accounts created in the bounds, by day and role. */
export function countSignUpsByDay(db: Kysely<Database>, dialect: Dialect, { start, end, offsets }: Bounds) {
  const day = dayOf(dialect, 'users.created_at', offsets);
  return db
    .selectFrom('users')
    .select([day.as('day'), 'user_type as kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .groupBy([day, 'user_type'])
    .execute();
}

/** Applications submitted in the bounds (drafts are their owners' business, as in the admins' list), by day and their status now. */
export function countApplicationsByDay(db: Kysely<Database>, dialect: Dialect, { start, end, offsets }: Bounds) {
  const day = dayOf(dialect, 'applications.submitted_at', offsets);
  return db
    .selectFrom('applications')
    .select([day.as('day'), 'status as kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '!=', 'DRAFT')
    .where('submitted_at', '>=', start)
    .where('submitted_at', '<', end)
    .groupBy([day, 'status'])
    .execute();
}

/** The admins' decisions (approve, reject) made in the bounds: who decided, when, and when the application was submitted. */
export function listReviewDecisions(db: Kysely<Database>, { start, end }: Bounds) {
  return db
    .selectFrom('application_events')
    .innerJoin('applications', 'applications.id', 'application_events.application_id')
    .leftJoin('users', 'users.id', 'application_events.actor_user_id')
    .select([
      'application_events.actor_user_id as reviewerId',
      'users.email as reviewer',
      'applications.submitted_at as submittedAt',
      'application_events.created_at as decidedAt',
    ])
    .where('application_events.kind', '=', 'STATUS')
    .where('application_events.to_status', 'in', ['ADMIN_APPROVED', 'ADMIN_REJECTED'])
    .where('application_events.created_at', '>=', start)
    .where('application_events.created_at', '<', end)
    .where('applications.submitted_at', 'is not', null)
    .execute();
}

/** Every agency with its plan and its active students now (the figure its plan's cap counts). */
export const listAgencyPlanUse = (db: Kysely<Database>) =>
  db
    .selectFrom('agencies')
    .select(['agencies.id', 'agencies.name', 'agencies.subscription_tier as plan'])
    .select((eb) =>
      eb
        .selectFrom('students')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('students.agency_id', '=', 'agencies.id')
        .where('students.is_active', '=', true)
        .as('active_students'),
    )
    .orderBy('agencies.id')
    .execute();

/** E-mails written in the bounds that failed for good, by kind. */
export function countFailedEmailsByKind(db: Kysely<Database>, { start, end }: Bounds) {
  return db
    .selectFrom('email_outbox')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'FAILED')
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .groupBy('kind')
    .orderBy('kind')
    .execute();
}

/** The latest of those e-mails. */
export function listFailedEmails(db: Kysely<Database>, { start, end }: Bounds, limit: number) {
  return db
    .selectFrom('email_outbox')
    .select(['id', 'to_address', 'kind', 'attempts', 'last_error', 'created_at', 'status'])
    .where('status', '=', 'FAILED')
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
