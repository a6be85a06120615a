import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Verdict } from '#sdk/schemas/eligibility';
import type { ApplicationStatus } from '#sdk/schemas/enums';
import type { ApplicationEventKind } from '#sdk/schemas/review';
import type { Database } from '#server/db/tables/database.ts';
import { contains } from '#server/utils/contains.ts';
import { memberName } from '#server/services/agencies/member-name.ts';
import type { ApplicationStamp } from './status-stamps.ts';
import { type After, olderThan } from '#server/utils/newest-first.ts';

export interface ApplicationFilter {
  studentId?: number;
  agencyId?: number;
  /** Only the applications of students assigned to this agency member (a counsellor's). */
  assignedMemberId?: number;
  /** Only the applications of this agency office's students. */
  officeId?: number;
  universityId?: number;
  status?: ApplicationStatus;
  statuses?: readonly ApplicationStatus[];
  /** Sent by an agency, or by the student directly. */
  origin?: 'agency' | 'direct';
  /** Submitted on or after / on or before these days (YYYY-MM-DD). */
  submittedFrom?: string | null;
  submittedTo?: string | null;
  /** Matches the programme, the university's name or country, or the student's name. */
  search?: string;
  /** The verdict computed at submission. */
  verdict?: Verdict;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/** Applications with the student and university columns every answer shows. */
function withParties(db: Kysely<Database>) {
  return db
    .selectFrom('applications')
    .innerJoin('students', 'students.id', 'applications.student_id')
    .innerJoin('universities', 'universities.id', 'applications.university_id')
    .selectAll('applications')
    .select([
      'students.first_name as student_first_name',
      'students.last_name as student_last_name',
      'students.email as student_email',
      'students.assigned_member_id as student_assigned_member_id',
      'students.office_id as student_office_id',
      'universities.name as university_name',
      'universities.city as university_city',
      'universities.country as university_country',
      'universities.response_time_days as university_response_time_days',
    ]);
}
export type ApplicationRow = Awaited<ReturnType<ReturnType<typeof withParties>['executeTakeFirstOrThrow']>>;

/** Applications (with their parties) that match the filter. */
export function filteredApplications(db: Kysely<Database>, filter: ApplicationFilter) {
  let query = withParties(db);
  if (filter.statuses) query = query.where('applications.status', 'in', filter.statuses);
  if (filter.origin === 'agency') query = query.where('applications.agency_id', 'is not', null);
  if (filter.origin === 'direct') query = query.where('applications.agency_id', 'is', null);
  if (filter.submittedFrom) query = query.where('applications.submitted_at', '>=', filter.submittedFrom);
  // The whole last day: anything before the next midnight.
  if (filter.submittedTo) query = query.where('applications.submitted_at', '<', nextDay(filter.submittedTo));
  if (filter.studentId !== undefined) query = query.where('applications.student_id', '=', filter.studentId);
  if (filter.agencyId !== undefined) query = query.where('applications.agency_id', '=', filter.agencyId);
  if (filter.assignedMemberId !== undefined)
    query = query.where('students.assigned_member_id', '=', filter.assignedMemberId);
  if (filter.officeId !== undefined) query = query.where('students.office_id', '=', filter.officeId);
  if (filter.universityId !== undefined) query = query.where('applications.university_id', '=', filter.universityId);
  if (filter.status) query = query.where('applications.status', '=', filter.status);
  if (filter.verdict) query = query.where('applications.eligibility_verdict', '=', filter.verdict);
  const search = filter.search;
  if (search) {
    query = query.where((eb) =>
      eb.or([
        contains(eb.ref('applications.program_name'), search),
        contains(eb.ref('universities.name'), search),
        contains(eb.ref('universities.country'), search),
        contains(eb.ref('students.first_name'), search),
        contains(eb.ref('students.last_name'), search),
      ]),
    );
  }
  return query;
}

/** Newest first; `limit` when given. */
export const listApplications = (db: Kysely<Database>, filter: ApplicationFilter, limit?: number) => {
  const query = filteredApplications(db, filter)
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id', 'desc');
  return (limit ? query.limit(limit) : query).execute();
};

/** A window of the matching applications, newest first (a page, or a batch of an export). */
export const applicationWindow = (
  db: Kysely<Database>,
  filter: ApplicationFilter,
  window: { offset?: number; limit: number; after?: After },
) =>
  filteredApplications(db, filter)
    .$if(!!window.after, (query) => query.where(olderThan('applications', window.after!)))
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id', 'desc')
    .offset(window.offset ?? 0)
    .limit(window.limit)
    .execute();

/** One page of the matching applications, newest first, and how many match in all. */
export async function applicationPage(
  db: Kysely<Database>,
  filter: ApplicationFilter,
  window: { offset: number; limit: number },
) {
  const query = filteredApplications(db, filter);
  const [rows, counted] = await Promise.all([
    applicationWindow(db, filter, window),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.total) };
}

export const findApplication = (db: Kysely<Database>, id: number) =>
  withParties(db).where('applications.id', '=', id).executeTakeFirst();

/** How many applications are in each status. */
export async function countByStatus(
  db: Kysely<Database>,
  filter: Pick<ApplicationFilter, 'studentId' | 'agencyId' | 'assignedMemberId' | 'officeId' | 'universityId'>,
) {
  let query = db
    .selectFrom('applications')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status');
  if (filter.studentId !== undefined) query = query.where('student_id', '=', filter.studentId);
  if (filter.agencyId !== undefined) query = query.where('agency_id', '=', filter.agencyId);
  if (filter.assignedMemberId !== undefined) {
    const assigned = filter.assignedMemberId;
    query = query.where('student_id', 'in', (eb) =>
      eb.selectFrom('students').select('students.id').where('students.assigned_member_id', '=', assigned),
    );
  }
  if (filter.officeId !== undefined) {
    const office = filter.officeId;
    query = query.where('student_id', 'in', (eb) =>
      eb.selectFrom('students').select('students.id').where('students.office_id', '=', office),
    );
  }
  if (filter.universityId !== undefined) query = query.where('university_id', '=', filter.universityId);
  const rows = await query.execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Partial<Record<ApplicationStatus, number>>;
}

export const insertApplication = (db: Kysely<Database>, values: Insertable<Database['applications']>) =>
  db.insertInto('applications').values(values).returning('id').executeTakeFirstOrThrow();

/** Edits an application only while it is a DRAFT; answers whether it did. */
export async function updateDraftApplication(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<Database['applications']>,
) {
  const result = await db
    .updateTable('applications')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'DRAFT')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes an application only while it is a DRAFT; answers whether it did. */
export async function deleteDraftApplication(db: Kysely<Database>, id: number) {
  const result = await db
    .deleteFrom('applications')
    .where('id', '=', id)
    .where('status', '=', 'DRAFT')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The timeline of an application, oldest first, with who made each step (their role and name). */
export const listEvents = (db: Kysely<Database>, applicationId: number) =>
  db
    .selectFrom('application_events')
    .leftJoin('users', 'users.id', 'application_events.actor_user_id')
    .leftJoin('students as actor_student', 'actor_student.user_id', 'users.id')
    // A member of an agency acts under the agency's name, the owner as any counsellor.
    .leftJoin('agency_members as actor_member', 'actor_member.user_id', 'users.id')
    .leftJoin('agencies as actor_agency', 'actor_agency.id', 'actor_member.agency_id')
    .leftJoin('universities as actor_university', 'actor_university.user_id', 'users.id')
    .select([
      'application_events.id',
      'application_events.kind',
      'application_events.from_status',
      'application_events.to_status',
      'application_events.reason',
      'application_events.note',
      'application_events.created_at',
      'application_events.actor_user_id',
      'users.user_type as actor_user_type',
      'users.email as actor_email',
      'actor_student.first_name as actor_first_name',
      'actor_student.last_name as actor_last_name',
      'actor_agency.name as actor_agency_name',
      memberName('actor_member', 'users'),
      'actor_university.name as actor_university_name',
    ])
    .where('application_events.application_id', '=', applicationId)
    .orderBy('application_events.id')
    .execute();
export type ApplicationEventRow = Awaited<ReturnType<typeof listEvents>>[number];

/**
 * Moves an application to `to` only while its status is still `from` (two racing moves cannot
 * both pass); answers whether it did. `stamps` are the timestamp columns the new status sets.
 */
export async function updateApplicationStatus(
  trx: Kysely<Database>,
  move: { id: number; from: ApplicationStatus; to: ApplicationStatus; at: string; stamps: readonly ApplicationStamp[] },
) {
  const updated = await trx
    .updateTable('applications')
    .set({ status: move.to, updated_at: move.at, ...Object.fromEntries(move.stamps.map((stamp) => [stamp, move.at])) })
    .where('id', '=', move.id)
    .where('status', '=', move.from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Moves an accepted application to another intake while it is still ACCEPTED; answers whether it did. */
export async function updateAcceptedIntake(
  trx: Kysely<Database>,
  move: { id: number; intakeId: number; startDate: string; at: string },
) {
  const updated = await trx
    .updateTable('applications')
    .set({ intake_id: move.intakeId, intake_start_date: move.startDate, updated_at: move.at })
    .where('id', '=', move.id)
    .where('status', '=', 'ACCEPTED')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Records a step of the timeline; also the creation of an application (from null). */
export const insertApplicationEvent = (
  trx: Kysely<Database>,
  e: {
    applicationId: number;
    from: ApplicationStatus | null;
    to: ApplicationStatus;
    actorUserId: number;
    note?: string | null;
    at?: string;
    kind?: ApplicationEventKind;
    reason?: string | null;
  },
) =>
  trx
    .insertInto('application_events')
    .values({
      application_id: e.applicationId,
      from_status: e.from,
      to_status: e.to,
      actor_user_id: e.actorUserId,
      note: e.note ?? null,
      kind: e.kind ?? 'STATUS',
      reason: e.reason ?? null,
      created_at: e.at ?? new Date().toISOString(),
    })
    .execute();
