// The SQL of the agency's analytics: counts grouped by day (of the zone asked) over the same rows the
// agency's lists show (its leads, its students not erased, its applications' timelines), and the pairs
// of timestamps the medians are taken from. Both dialects; the service sums days into periods and weeks.
import { type Kysely, sql } from 'kysely';
import type { AgencySource } from '#sdk/schemas/analytics';
import type { ApplicationStatus, LeadKind } from '#sdk/schemas/enums';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import type { Bounds } from './analytics-range.ts';
import { dayOf } from './range-sql.ts';

const NOT_RECORDED = sql<AgencySource>`coalesce(students.source, 'NOT_RECORDED')`;

/**
 * Whose figures: the agency's, or one office's (`office=`; a manager limited to an office: theirs),
 * or one counsellor's (what is assigned to them: their leads, their students and those students'
 * applications).
 */
export interface AgencyFigures {
  agencyId: number;
  officeId?: number;
  counsellorId?: number;
}

const limited = (scope: AgencyFigures) => scope.officeId !== undefined || scope.counsellorId !== undefined;

/** The members whose leads count, when the figures are an office's or a counsellor's (a lead's office is its assignee's). */
const assigneesOf = (db: Kysely<Database>, scope: AgencyFigures) =>
  db
    .selectFrom('agency_members')
    .select('agency_members.id')
    .where('agency_members.agency_id', '=', scope.agencyId)
    .$if(scope.officeId !== undefined, (query) => query.where('agency_members.office_id', '=', scope.officeId!))
    .$if(scope.counsellorId !== undefined, (query) => query.where('agency_members.id', '=', scope.counsellorId!));

/** The students whose applications count, when the figures are an office's or a counsellor's. */
const studentsOf = (db: Kysely<Database>, scope: AgencyFigures) =>
  db
    .selectFrom('students')
    .select('students.id')
    .where('students.agency_id', '=', scope.agencyId)
    .$if(scope.officeId !== undefined, (query) => query.where('students.office_id', '=', scope.officeId!))
    .$if(scope.counsellorId !== undefined, (query) =>
      query.where('students.assigned_member_id', '=', scope.counsellorId!),
    );

export interface DayCount {
  day: string;
  count: number;
}

/** The agency's leads that arrived in the bounds, per day and kind. */
export const leadsByDay = (db: Kysely<Database>, dialect: Dialect, scope: AgencyFigures, bounds: Bounds) =>
  db
    .selectFrom('leads')
    .select([
      dayOf(dialect, 'leads.created_at', bounds.offsets).as('day'),
      'leads.kind',
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .where('leads.agency_id', '=', scope.agencyId)
    .$if(limited(scope), (query) => query.where('leads.assigned_member_id', 'in', assigneesOf(db, scope)))
    .where('leads.created_at', '>=', bounds.start)
    .where('leads.created_at', '<', bounds.end)
    .groupBy(['day', 'leads.kind'])
    .execute() as Promise<(DayCount & { kind: LeadKind })[]>;

/** The agency's students (not erased) in the scope, added in the bounds. */
const studentsAdded = (db: Kysely<Database>, scope: AgencyFigures, bounds: Bounds) =>
  db
    .selectFrom('students')
    .where('students.agency_id', '=', scope.agencyId)
    .$if(scope.officeId !== undefined, (query) => query.where('students.office_id', '=', scope.officeId!))
    .$if(scope.counsellorId !== undefined, (query) =>
      query.where('students.assigned_member_id', '=', scope.counsellorId!),
    )
    .where('students.erased_at', 'is', null)
    .where('students.created_at', '>=', bounds.start)
    .where('students.created_at', '<', bounds.end);

/** The agency's students (not erased) added in the bounds, per day and source. */
export const studentsByDay = (db: Kysely<Database>, dialect: Dialect, scope: AgencyFigures, bounds: Bounds) =>
  studentsAdded(db, scope, bounds)
    .select([
      dayOf(dialect, 'students.created_at', bounds.offsets).as('day'),
      NOT_RECORDED.as('source'),
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .groupBy(['day', 'source'])
    .execute() as Promise<(DayCount & { source: AgencySource })[]>;

/** The agency's applications' moves into a status, within the bounds. */
const movesInto = (
  db: Kysely<Database>,
  scope: AgencyFigures,
  statuses: readonly ApplicationStatus[],
  bounds: Bounds,
) =>
  db
    .selectFrom('application_events as e')
    .innerJoin('applications', 'applications.id', 'e.application_id')
    .where('applications.agency_id', '=', scope.agencyId)
    .$if(limited(scope), (query) => query.where('applications.student_id', 'in', studentsOf(db, scope)))
    .where('e.kind', '=', 'STATUS')
    .where('e.to_status', 'in', statuses)
    .where('e.created_at', '>=', bounds.start)
    .where('e.created_at', '<', bounds.end);

/** How many of the agency's applications reached each status, per day. */
export const statusesReachedByDay = (
  db: Kysely<Database>,
  dialect: Dialect,
  scope: AgencyFigures,
  statuses: readonly ApplicationStatus[],
  bounds: Bounds,
) =>
  movesInto(db, scope, statuses, bounds)
    .select([
      dayOf(dialect, 'e.created_at', bounds.offsets).as('day'),
      'e.to_status as status',
      (eb) => eb.fn.count<number>('e.application_id').distinct().as('count'),
    ])
    .groupBy(['day', 'e.to_status'])
    .execute() as Promise<(DayCount & { status: ApplicationStatus })[]>;

/** Applications submitted in the bounds, by their student's source. */
export const submittedBySource = (db: Kysely<Database>, scope: AgencyFigures, bounds: Bounds) =>
  movesInto(db, scope, ['SUBMITTED'], bounds)
    .innerJoin('students', 'students.id', 'applications.student_id')
    .select([NOT_RECORDED.as('source'), (eb) => eb.fn.count<number>('e.application_id').distinct().as('count')])
    .groupBy('source')
    .execute() as Promise<{ source: AgencySource; count: number }[]>;

/** Of the moves into SUBMITTED and ACCEPTED: how many applications made each. */
const SUBMITTED_COUNT = sql<number>`count(distinct case when e.to_status = 'SUBMITTED' then e.application_id end)`;
const ACCEPTED_COUNT = sql<number>`count(distinct case when e.to_status = 'ACCEPTED' then e.application_id end)`;

/** What the destinations are grouped by: the country, the university, or the programme at its university. */
export type DestinationKey = 'country' | 'university' | 'programme';

export interface DestinationCount {
  name: string;
  universityId?: number;
  university?: string;
  submitted: number;
  accepted: number;
}

/**
 * Applications submitted and accepted in the bounds, per destination, most submitted first; at
 * most `limit` destinations.
 */
export function submittedAndAcceptedBy(
  db: Kysely<Database>,
  scope: AgencyFigures,
  key: DestinationKey,
  bounds: Bounds,
  limit: number,
): Promise<DestinationCount[]> {
  const moves = movesInto(db, scope, ['SUBMITTED', 'ACCEPTED'], bounds)
    .innerJoin('universities', 'universities.id', 'applications.university_id')
    .select([SUBMITTED_COUNT.as('submitted'), ACCEPTED_COUNT.as('accepted')])
    .orderBy('submitted', 'desc')
    .orderBy('accepted', 'desc')
    .limit(limit);
  if (key === 'country') return moves.select('universities.country as name').groupBy('universities.country').execute();
  if (key === 'university')
    return moves
      .select(['universities.name as name', 'universities.id as universityId'])
      .groupBy(['universities.id', 'universities.name'])
      .execute();
  return moves
    .select(['applications.program_name as name', 'universities.id as universityId', 'universities.name as university'])
    .groupBy(['applications.program_name', 'universities.id', 'universities.name'])
    .execute();
}

export interface Span {
  started: string | null;
  ended: string | null;
}

/** Leads of the agency turned into a student in the bounds: the lead's arrival and the student's creation. */
export const leadsConverted = (db: Kysely<Database>, scope: AgencyFigures, bounds: Bounds): Promise<Span[]> =>
  db
    .selectFrom('leads')
    .innerJoin('students', 'students.id', 'leads.student_id')
    .select(['leads.created_at as started', 'students.created_at as ended'])
    .where('leads.agency_id', '=', scope.agencyId)
    .$if(limited(scope), (query) => query.where('leads.assigned_member_id', 'in', assigneesOf(db, scope)))
    .where('students.created_at', '>=', bounds.start)
    .where('students.created_at', '<', bounds.end)
    .execute();

/** Applications that reached `status` in the bounds: their student's creation and that move. */
export const studentsUntilStatus = (
  db: Kysely<Database>,
  scope: AgencyFigures,
  status: ApplicationStatus,
  bounds: Bounds,
): Promise<Span[]> =>
  movesInto(db, scope, [status], bounds)
    .innerJoin('students', 'students.id', 'applications.student_id')
    .select(['students.created_at as started', 'e.created_at as ended'])
    .execute();

/** Applications that reached `to` in the bounds: when each first reached `from`, and that move. */
export const statusUntilStatus = (
  db: Kysely<Database>,
  scope: AgencyFigures,
  from: ApplicationStatus,
  to: ApplicationStatus,
  bounds: Bounds,
): Promise<Span[]> =>
  movesInto(db, scope, [to], bounds)
    .innerJoin('application_events as p', (join) =>
      join.onRef('p.application_id', '=', 'e.application_id').on('p.kind', '=', 'STATUS').on('p.to_status', '=', from),
    )
    .select((eb) => [eb.fn.min('p.created_at').as('started'), 'e.created_at as ended'])
    .groupBy(['e.id', 'e.created_at'])
    .execute() as Promise<Span[]>;

/** The agency's leads that arrived in the bounds: their arrival and first contact (null while not contacted). */
export const leadContacts = (db: Kysely<Database>, scope: AgencyFigures, bounds: Bounds): Promise<Span[]> =>
  db
    .selectFrom('leads')
    .select(['leads.created_at as started', 'leads.first_contact_at as ended'])
    .where('leads.agency_id', '=', scope.agencyId)
    .$if(limited(scope), (query) => query.where('leads.assigned_member_id', 'in', assigneesOf(db, scope)))
    .where('leads.created_at', '>=', bounds.start)
    .where('leads.created_at', '<', bounds.end)
    .execute();

/** Students (not erased) added in the bounds, per the member they are assigned to (null: nobody). */
export const studentsByCounsellor = (db: Kysely<Database>, scope: AgencyFigures, bounds: Bounds) =>
  studentsAdded(db, scope, bounds)
    .select(['students.assigned_member_id as memberId', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('students.assigned_member_id')
    .execute();

/** Applications submitted and accepted in the bounds, per the member their student is assigned to (null: nobody). */
export const submittedAndAcceptedByCounsellor = (db: Kysely<Database>, scope: AgencyFigures, bounds: Bounds) =>
  movesInto(db, scope, ['SUBMITTED', 'ACCEPTED'], bounds)
    .innerJoin('students', 'students.id', 'applications.student_id')
    .select(['students.assigned_member_id as memberId', SUBMITTED_COUNT.as('submitted'), ACCEPTED_COUNT.as('accepted')])
    .groupBy('students.assigned_member_id')
    .execute();
