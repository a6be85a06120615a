// The SQL of the agency's analytics: counts grouped by day (of the zone asked) over the same rows the
// agency's lists show (its leads, its students not erased, its applications' timelines), and the pairs
// of timestamps the medians are taken from. Both dialects; the service sums days into periods and weeks.
import { type Kysely, sql } from 'kysely';
import type { AgencySource } from '#sdk/schemas/analytics';
import type { LeadKind } from '#sdk/schemas/enums';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import { REACHED_AT, type StampedStatus } from '#server/services/applications/status-stamps.ts';
import type { Bounds } from './analytics-range.ts';
import type { Spans } from './median.ts';
import { dayOf } from './range-sql.ts';

const NOT_RECORDED = sql<AgencySource>`coalesce(students.source, 'NOT_RECORDED')`;
// The joins to an application's student also name the agency: the student is the agency's, and
// the students are then found by the agency's index of them (which holds what is read of them).

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

/** The agency's leads (in the scope) that arrived in the bounds. */
const leadsArrived = (db: Kysely<Database>, scope: AgencyFigures, bounds: Bounds) =>
  db
    .selectFrom('leads')
    .where('leads.agency_id', '=', scope.agencyId)
    .$if(limited(scope), (query) => query.where('leads.assigned_member_id', 'in', assigneesOf(db, scope)))
    .where('leads.created_at', '>=', bounds.start)
    .where('leads.created_at', '<', bounds.end);

/** The agency's leads that arrived in the bounds, per day and kind. */
export const leadsByDay = (db: Kysely<Database>, dialect: Dialect, scope: AgencyFigures, bounds: Bounds) =>
  leadsArrived(db, scope, bounds)
    .select([
      dayOf(dialect, 'leads.created_at', bounds.offsets).as('day'),
      'leads.kind',
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
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

/**
 * The agency's applications (in the scope) that reached `status` within the bounds, by the stamp
 * on their row (`REACHED_AT`: what the timeline says, kept with the application).
 */
const reached = (db: Kysely<Database>, scope: AgencyFigures, status: StampedStatus, bounds: Bounds) =>
  db
    .selectFrom('applications')
    .where('applications.agency_id', '=', scope.agencyId)
    .$if(limited(scope), (query) => query.where('applications.student_id', 'in', studentsOf(db, scope)))
    .where(reachedAt(status), '>=', bounds.start)
    .where(reachedAt(status), '<', bounds.end);

const reachedAt = (status: StampedStatus) => `applications.${REACHED_AT[status]}` as const;

/** How many of the agency's applications reached each status, per day. */
export const statusesReachedByDay = async (
  db: Kysely<Database>,
  dialect: Dialect,
  scope: AgencyFigures,
  statuses: readonly StampedStatus[],
  bounds: Bounds,
): Promise<(DayCount & { status: StampedStatus })[]> => {
  const days = await Promise.all(
    statuses.map((status) =>
      reached(db, scope, status, bounds)
        .select([
          dayOf(dialect, reachedAt(status), bounds.offsets).as('day'),
          (eb) => eb.fn.countAll<number>().as('count'),
        ])
        .groupBy('day')
        .execute(),
    ),
  );
  return days.flatMap((rows, index) => rows.map((row) => ({ ...row, status: statuses[index] })));
};

/**
 * How many leads arrived, students were added and applications reached each status in the
 * bounds (the period before the range's: totals, no days).
 */
export async function arrivalsIn(
  db: Kysely<Database>,
  scope: AgencyFigures,
  statuses: readonly StampedStatus[],
  bounds: Bounds,
): Promise<Record<'LEADS' | 'STUDENTS' | StampedStatus, number>> {
  const counted = await Promise.all([
    leadsArrived(db, scope, bounds)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    studentsAdded(db, scope, bounds)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    ...statuses.map((status) =>
      reached(db, scope, status, bounds)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
    ),
  ]);
  const [leads, students, ...reachedCounts] = counted.map((row) => Number(row.count));
  return {
    ...(Object.fromEntries(statuses.map((status, index) => [status, reachedCounts[index]])) as Record<
      StampedStatus,
      number
    >),
    LEADS: leads,
    STUDENTS: students,
  };
}

/** Applications submitted in the bounds, by their student's source. */
export const submittedBySource = (db: Kysely<Database>, scope: AgencyFigures, bounds: Bounds) =>
  reached(db, scope, 'SUBMITTED', bounds)
    .innerJoin('students', 'students.id', 'applications.student_id')
    .where('students.agency_id', '=', scope.agencyId)
    .select([NOT_RECORDED.as('source'), (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('source')
    .execute() as Promise<{ source: AgencySource; count: number }[]>;

/**
 * The agency's applications (in the scope) submitted or accepted in the bounds: one row per move,
 * with the application's destination and student and which move it is (`submitted` or `accepted`: 1).
 */
const submittedOrAccepted = (db: Kysely<Database>, scope: AgencyFigures, bounds: Bounds) => {
  const moves = (status: 'SUBMITTED' | 'ACCEPTED') =>
    reached(db, scope, status, bounds).select([
      'applications.university_id',
      'applications.program_name',
      'applications.student_id',
      sql.lit(status === 'SUBMITTED' ? 1 : 0).as('submitted'),
      sql.lit(status === 'ACCEPTED' ? 1 : 0).as('accepted'),
    ]);
  return db.selectFrom(moves('SUBMITTED').unionAll(moves('ACCEPTED')).as('m'));
};

const SUBMITTED_COUNT = sql<number>`sum(m.submitted)`;
const ACCEPTED_COUNT = sql<number>`sum(m.accepted)`;

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
 * most `limit` destinations. The moves are counted per university (and programme) first; the
 * universities' names and countries are read for those counts only.
 */
export function submittedAndAcceptedBy(
  db: Kysely<Database>,
  scope: AgencyFigures,
  key: DestinationKey,
  bounds: Bounds,
  limit: number,
): Promise<DestinationCount[]> {
  const perUniversity = submittedOrAccepted(db, scope, bounds)
    .select(['m.university_id', SUBMITTED_COUNT.as('submitted'), ACCEPTED_COUNT.as('accepted')])
    .groupBy('m.university_id');
  if (key === 'country')
    return db
      .selectFrom(perUniversity.as('d'))
      .innerJoin('universities', 'universities.id', 'd.university_id')
      .select([
        'universities.country as name',
        sql<number>`sum(d.submitted)`.as('submitted'),
        sql<number>`sum(d.accepted)`.as('accepted'),
      ])
      .groupBy('universities.country')
      .orderBy('submitted', 'desc')
      .orderBy('accepted', 'desc')
      .limit(limit)
      .execute();
  if (key === 'university')
    return db
      .selectFrom(perUniversity.orderBy('submitted', 'desc').orderBy('accepted', 'desc').limit(limit).as('d'))
      .innerJoin('universities', 'universities.id', 'd.university_id')
      .select(['universities.name as name', 'universities.id as universityId', 'd.submitted', 'd.accepted'])
      .orderBy('d.submitted', 'desc')
      .orderBy('d.accepted', 'desc')
      .execute();
  const perProgramme = submittedOrAccepted(db, scope, bounds)
    .select(['m.university_id', 'm.program_name', SUBMITTED_COUNT.as('submitted'), ACCEPTED_COUNT.as('accepted')])
    .groupBy(['m.university_id', 'm.program_name'])
    .orderBy('submitted', 'desc')
    .orderBy('accepted', 'desc')
    .limit(limit);
  return db
    .selectFrom(perProgramme.as('d'))
    .innerJoin('universities', 'universities.id', 'd.university_id')
    .select([
      'd.program_name as name',
      'universities.id as universityId',
      'universities.name as university',
      'd.submitted',
      'd.accepted',
    ])
    .orderBy('d.submitted', 'desc')
    .orderBy('d.accepted', 'desc')
    .execute();
}

/** Leads of the agency turned into a student in the bounds: the lead's arrival and the student's creation. */
export const leadsConverted = (db: Kysely<Database>, scope: AgencyFigures, bounds: Bounds): Spans =>
  db
    .selectFrom('students')
    .innerJoin('leads', 'leads.student_id', 'students.id')
    .select(['leads.created_at as started', 'students.created_at as ended'])
    .where('students.agency_id', '=', scope.agencyId)
    .where('students.created_at', '>=', bounds.start)
    .where('students.created_at', '<', bounds.end)
    .where('leads.agency_id', '=', scope.agencyId)
    .$if(limited(scope), (query) => query.where('leads.assigned_member_id', 'in', assigneesOf(db, scope)));

/** Applications that reached `status` in the bounds: their student's creation and that move. */
export const studentsUntilStatus = (
  db: Kysely<Database>,
  scope: AgencyFigures,
  status: StampedStatus,
  bounds: Bounds,
): Spans =>
  reached(db, scope, status, bounds)
    .innerJoin('students', 'students.id', 'applications.student_id')
    .where('students.agency_id', '=', scope.agencyId)
    .select(['students.created_at as started', `${reachedAt(status)} as ended`]);

/** Applications that reached `to` in the bounds: when each reached `from`, and `to`. */
export const statusUntilStatus = (
  db: Kysely<Database>,
  scope: AgencyFigures,
  from: StampedStatus,
  to: StampedStatus,
  bounds: Bounds,
): Spans => reached(db, scope, to, bounds).select([`${reachedAt(from)} as started`, `${reachedAt(to)} as ended`]);

/** The agency's leads that arrived in the bounds: their arrival and first contact (null while not contacted). */
export const leadContacts = (db: Kysely<Database>, scope: AgencyFigures, bounds: Bounds): Spans =>
  leadsArrived(db, scope, bounds).select(['leads.created_at as started', 'leads.first_contact_at as ended']);

/** How many of the agency's leads that arrived in the bounds were contacted, and how many wait. */
export const leadsContacted = async (db: Kysely<Database>, scope: AgencyFigures, bounds: Bounds) => {
  const counted = await leadsArrived(db, scope, bounds)
    .select([
      (eb) => eb.fn.countAll<number>().as('arrived'),
      (eb) => eb.fn.count<number>('leads.first_contact_at').as('contacted'),
    ])
    .executeTakeFirstOrThrow();
  return { contacted: Number(counted.contacted), waiting: Number(counted.arrived) - Number(counted.contacted) };
};

/** Students (not erased) added in the bounds, per the member they are assigned to (null: nobody). */
export const studentsByCounsellor = (db: Kysely<Database>, scope: AgencyFigures, bounds: Bounds) =>
  studentsAdded(db, scope, bounds)
    .select(['students.assigned_member_id as memberId', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('students.assigned_member_id')
    .execute();

/** Applications submitted and accepted in the bounds, per the member their student is assigned to (null: nobody). */
export const submittedAndAcceptedByCounsellor = (db: Kysely<Database>, scope: AgencyFigures, bounds: Bounds) =>
  submittedOrAccepted(db, scope, bounds)
    .innerJoin('students', 'students.id', 'm.student_id')
    .where('students.agency_id', '=', scope.agencyId)
    .select(['students.assigned_member_id as memberId', SUBMITTED_COUNT.as('submitted'), ACCEPTED_COUNT.as('accepted')])
    .groupBy('students.assigned_member_id')
    .execute();
