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

/**
 * The admins' decisions (approve, reject) made in the bounds: who decided (the admin who held the
 * review: only they may decide it), when, and when the application was submitted; read from the
 * applications' stamps.
 */
export function listReviewDecisions(db: Kysely<Database>, { start, end }: Bounds) {
  const decided = (at: 'applications.admin_approved_at' | 'applications.decided_at') =>
    db
      .selectFrom('applications')
      .leftJoin('users', 'users.id', 'applications.assigned_admin_id')
      .select([
        'applications.assigned_admin_id as reviewerId',
        'users.email as reviewer',
        'applications.submitted_at as submittedAt',
        `${at} as decidedAt`,
      ])
      .where(at, '>=', start)
      .where(at, '<', end)
      .where('applications.submitted_at', 'is not', null);
  return decided('applications.admin_approved_at')
    .unionAll(decided('applications.decided_at').where('applications.status', '=', 'ADMIN_REJECTED'))
    .execute() as Promise<
    { reviewerId: number | null; reviewer: string | null; submittedAt: string; decidedAt: string }[]
  >;
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
