import type { Kysely } from 'kysely';
import type { TaskSource, TaskSubjectType } from '#sdk/schemas/task';
import type { Database } from '#server/db/tables/database.ts';

/** A task with its assignee's e-mail, its writer's and what its subject is called. */
const tasks = (db: Kysely<Database>) =>
  db
    .selectFrom('agency_tasks as t')
    .leftJoin('agency_members as m', 'm.id', 't.assigned_member_id')
    .leftJoin('users as assignee', 'assignee.id', 'm.user_id')
    .leftJoin('users as writer', 'writer.id', 't.created_by')
    .leftJoin('students as s', (join) => join.onRef('s.id', '=', 't.subject_id').on('t.subject_type', '=', 'STUDENT'))
    .leftJoin('leads as l', (join) => join.onRef('l.id', '=', 't.subject_id').on('t.subject_type', '=', 'LEAD'))
    .leftJoin('applications as a', (join) =>
      join.onRef('a.id', '=', 't.subject_id').on('t.subject_type', '=', 'APPLICATION'),
    )
    .leftJoin('students as applicant', 'applicant.id', 'a.student_id')
    .select([
      't.id',
      't.agency_id',
      't.title',
      't.detail',
      't.due_date',
      't.assigned_member_id',
      't.subject_type',
      't.subject_id',
      't.source',
      't.created_at',
      't.done_at',
      'assignee.email as assignee_email',
      'assignee.language as assignee_language',
      'writer.email as writer_email',
      's.first_name as student_first_name',
      's.last_name as student_last_name',
      'l.name as lead_name',
      'a.program_name as application_program',
      'applicant.first_name as applicant_first_name',
      'applicant.last_name as applicant_last_name',
    ]);

export type TaskRow = NonNullable<Awaited<ReturnType<ReturnType<typeof tasks>['executeTakeFirst']>>>;

export interface TaskFilter {
  agencyId: number;
  /** The assignee's tasks; or, with a subject, every task on it. */
  assignedMemberId?: number;
  subject?: { type: TaskSubjectType; id: number };
  status?: 'OPEN' | 'DONE';
  /** Due dates from and to (YYYY-MM-DD, inclusive). */
  dueFrom?: string;
  dueTo?: string;
  offset: number;
  limit: number;
}

function filtered(db: Kysely<Database>, f: TaskFilter) {
  let query = tasks(db).where('t.agency_id', '=', f.agencyId);
  if (f.assignedMemberId !== undefined) query = query.where('t.assigned_member_id', '=', f.assignedMemberId);
  if (f.subject) query = query.where('t.subject_type', '=', f.subject.type).where('t.subject_id', '=', f.subject.id);
  if (f.status === 'OPEN') query = query.where('t.done_at', 'is', null);
  if (f.status === 'DONE') query = query.where('t.done_at', 'is not', null);
  if (f.dueFrom) query = query.where('t.due_date', '>=', f.dueFrom);
  if (f.dueTo) query = query.where('t.due_date', '<=', f.dueTo);
  return query;
}

/** A page of tasks: open ones first, the earliest due (so the overdue) first; then done ones, the latest done first. */
export async function listTasks(db: Kysely<Database>, f: TaskFilter) {
  const [rows, total] = await Promise.all([
    filtered(db, f)
      .orderBy((eb) => eb.case().when('t.done_at', 'is', null).then(0).else(1).end())
      .orderBy('t.due_date')
      .orderBy('t.done_at', 'desc')
      .orderBy('t.id')
      .offset(f.offset)
      .limit(f.limit)
      .execute(),
    filtered(db, f)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export const findTask = (db: Kysely<Database>, agencyId: number, id: number) =>
  tasks(db).where('t.id', '=', id).where('t.agency_id', '=', agencyId).executeTakeFirst();

export interface NewTask {
  agencyId: number;
  title: string;
  detail?: string;
  dueDate: string;
  assignedMemberId: number | null;
  subjectType: TaskSubjectType;
  subjectId: number;
  source: TaskSource;
  originKey?: string;
  createdBy: number | null;
}

/** Inserts a task; one an event made is inserted once per event (its origin key): undefined when it was already made. */
export const insertTask = (db: Kysely<Database>, t: NewTask) =>
  db
    .insertInto('agency_tasks')
    .values({
      agency_id: t.agencyId,
      title: t.title,
      detail: t.detail ?? null,
      due_date: t.dueDate,
      assigned_member_id: t.assignedMemberId,
      subject_type: t.subjectType,
      subject_id: t.subjectId,
      source: t.source,
      origin_key: t.originKey ?? null,
      created_by: t.createdBy,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('origin_key').doNothing())
    .returning('id')
    .executeTakeFirst();

export const updateTaskRow = (
  db: Kysely<Database>,
  id: number,
  set: Partial<{
    title: string;
    due_date: string;
    assigned_member_id: number | null;
    done_at: string | null;
    done_by: number | null;
    reminded_at: string | null;
  }>,
) => db.updateTable('agency_tasks').set(set).where('id', '=', id).executeTakeFirst();

/** The subject of a task, if it is the agency's: its name's parts and whom it is assigned to. */
export async function findSubject(db: Kysely<Database>, agencyId: number, type: TaskSubjectType, id: number) {
  if (type === 'STUDENT')
    return db
      .selectFrom('students')
      .select(['assigned_member_id', 'office_id'])
      .where('id', '=', id)
      .where('agency_id', '=', agencyId)
      .executeTakeFirst();
  if (type === 'LEAD')
    return db
      .selectFrom('leads')
      .select((eb) => [
        'assigned_member_id',
        eb
          .selectFrom('agency_members')
          .select('agency_members.office_id')
          .whereRef('agency_members.id', '=', 'leads.assigned_member_id')
          .as('office_id'),
      ])
      .where('id', '=', id)
      .where('agency_id', '=', agencyId)
      .executeTakeFirst();
  return db
    .selectFrom('applications')
    .innerJoin('students', 'students.id', 'applications.student_id')
    .select(['students.assigned_member_id', 'students.office_id'])
    .where('applications.id', '=', id)
    .where('applications.agency_id', '=', agencyId)
    .executeTakeFirst();
}

/** Open tasks due on or before `today` whose assignee has not been reminded yet. */
export const unremindedDueTasks = (db: Kysely<Database>, today: string, limit = 200) =>
  tasks(db)
    .where('t.done_at', 'is', null)
    .where('t.reminded_at', 'is', null)
    .where('t.due_date', '<=', today)
    .where('assignee.is_active', '=', true)
    .orderBy('t.id')
    .limit(limit)
    .execute();

/** Marks a task reminded; answers whether this call did (two instances cannot both send). */
export async function claimReminder(db: Kysely<Database>, id: number, at: string) {
  const result = await db
    .updateTable('agency_tasks')
    .set({ reminded_at: at })
    .where('id', '=', id)
    .where('reminded_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The member a record's task goes to: its assignee, else the agency's owner. */
export async function taskAssigneeFor(db: Kysely<Database>, agencyId: number, assignedMemberId: number | null) {
  if (assignedMemberId !== null) return assignedMemberId;
  const owner = await db
    .selectFrom('agency_members')
    .select('id')
    .where('agency_id', '=', agencyId)
    .where('role', '=', 'OWNER')
    .executeTakeFirst();
  return owner?.id ?? null;
}

/** An agency's leads still NEW, never contacted, that came before `before`. */
export const uncontactedLeads = (db: Kysely<Database>, before: string) =>
  db
    .selectFrom('leads')
    .select(['id', 'agency_id', 'assigned_member_id'])
    .where('agency_id', 'is not', null)
    .where('status', '=', 'NEW')
    .where('first_contact_at', 'is', null)
    .where('created_at', '<=', before)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('agency_tasks')
            .select('agency_tasks.id')
            .whereRef('agency_tasks.subject_id', '=', 'leads.id')
            .where('agency_tasks.subject_type', '=', 'LEAD')
            .where('agency_tasks.source', '=', 'LEAD_NOT_CONTACTED'),
        ),
      ),
    )
    .orderBy('id')
    .limit(500)
    .execute();

/**
 * Programmes on agency students' shortlists with no application of that student to them, and a
 * closing date (the chosen intake's, any intake's when none is chosen, or the programme's deadline)
 * between `from` and `to`.
 */
export const shortlistDeadlines = (db: Kysely<Database>, from: string, to: string) =>
  db
    .selectFrom('shortlist_items as si')
    .innerJoin('students as s', 's.id', 'si.student_id')
    .innerJoin('programs as p', 'p.id', 'si.program_id')
    .leftJoin('program_intakes as pi', (join) =>
      join
        .onRef('pi.program_id', '=', 'p.id')
        .on((eb) => eb.or([eb('si.intake_id', 'is', null), eb('pi.id', '=', eb.ref('si.intake_id'))])),
    )
    .select([
      's.id as student_id',
      's.agency_id',
      's.assigned_member_id',
      'p.id as program_id',
      'p.name as program_name',
      'p.application_deadline',
      'pi.eu_closes',
      'pi.non_eu_closes',
    ])
    .where('s.agency_id', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.between('p.application_deadline', from, to),
        eb.between('pi.eu_closes', from, to),
        eb.between('pi.non_eu_closes', from, to),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('applications as a')
            .select('a.id')
            .whereRef('a.student_id', '=', 's.id')
            .whereRef('a.program_id', '=', 'p.id'),
        ),
      ),
    )
    .limit(1000)
    .execute();
