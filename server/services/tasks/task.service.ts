import type * as v from 'valibot';
import type { Task, TaskCreate, TaskList, TaskQuery, TaskUpdate } from '#sdk/schemas/task';
import type { App } from '#server/utils/app.ts';
import { forbidden, invalid, notFound } from '#server/utils/errors.ts';
import { pageWindow, pagination } from '#server/utils/paginate.ts';
import type { AgencyAccess } from '#server/services/agencies/agency-access.ts';
import { findAgencyMember } from '#server/services/agencies/agency-member.repository.ts';
import { inScope, requireAgency } from '#server/services/agencies/current-agency.ts';
import { dayAfter } from './task-days.ts';
import { presentTask } from './task.presenter.ts';
import { findSubject, findTask, insertTask, listTasks as listTaskRows, updateTaskRow } from './task.repository.ts';

/** The subject of a task if the caller may see it (a counsellor: their own records), else 404 as another agency's. */
async function requireSubject(app: App, agency: AgencyAccess, type: Task['subject']['type'], id: number) {
  const subject = await findSubject(app.db, agency.id, type, id);
  if (!subject || !inScope(agency, { assignedMemberId: subject.assigned_member_id, officeId: subject.office_id }))
    notFound('SUBJECT_NOT_FOUND');
  return subject;
}

/**
 * Whom a task goes to: the caller when the body names nobody. The owner and managers give tasks to
 * any member of the agency; a counsellor only to themselves (403).
 */
async function assigneeOf(app: App, agency: AgencyAccess, asked: number | undefined) {
  if (asked === undefined || asked === agency.member.id) return agency.member.id;
  if (agency.counsellorId !== null) forbidden();
  if (!(await findAgencyMember(app.db, agency.id, asked)))
    invalid([{ field: 'assignedMemberId', message: 'Please select a team member' }]);
  return asked;
}

/** A task the caller may see: assigned to them, or (counsellor) on a record of theirs; all of the agency's for the others. */
async function visibleTask(app: App, agency: AgencyAccess, id: number) {
  const row = await findTask(app.db, agency.id, id);
  if (!row) notFound('TASK_NOT_FOUND');
  if ((agency.counsellorId !== null || agency.officeId !== null) && row.assigned_member_id !== agency.member.id) {
    const subject = await findSubject(app.db, agency.id, row.subject_type, row.subject_id);
    if (!subject || !inScope(agency, { assignedMemberId: subject.assigned_member_id, officeId: subject.office_id }))
      notFound('TASK_NOT_FOUND');
  }
  return row;
}

const DUE_WINDOWS = {
  OVERDUE: (today: string) => ({ dueTo: dayAfter(new Date(`${today}T00:00:00Z`), -1), status: 'OPEN' as const }),
  TODAY: (today: string) => ({ dueFrom: today, dueTo: today }),
  WEEK: (today: string) => ({ dueFrom: today, dueTo: dayAfter(new Date(`${today}T00:00:00Z`), 6) }),
};

/** GET /tasks: the caller's tasks; with a subject, every task on that record (which the caller must see). */
export async function listTasks(app: App, userId: number, query: v.InferOutput<typeof TaskQuery>): Promise<TaskList> {
  const agency = await requireAgency(app.db, userId);
  const today = dayAfter(new Date());
  if ((query.subjectType === undefined) !== (query.subjectId === undefined))
    invalid([{ field: 'subjectId', message: 'Please choose what the task is about' }]);
  const subject = query.subjectType && query.subjectId ? { type: query.subjectType, id: query.subjectId } : undefined;
  if (subject) await requireSubject(app, agency, subject.type, subject.id);
  const due = query.due ? DUE_WINDOWS[query.due](today) : {};
  const { rows, total } = await listTaskRows(app.db, {
    agencyId: agency.id,
    assignedMemberId: subject ? undefined : agency.member.id,
    subject,
    status: query.status,
    ...due,
    ...pageWindow(query.page, query.limit),
  });
  return { tasks: rows.map((row) => presentTask(row, today)), pagination: pagination(query.page, query.limit, total) };
}

async function presentFound(app: App, agencyId: number, id: number) {
  return presentTask((await findTask(app.db, agencyId, id))!, dayAfter(new Date()));
}

/** POST /tasks. */
export async function createTask(app: App, userId: number, payload: v.InferOutput<typeof TaskCreate>): Promise<Task> {
  const agency = await requireAgency(app.db, userId);
  await requireSubject(app, agency, payload.subjectType, payload.subjectId);
  const assignedMemberId = await assigneeOf(app, agency, payload.assignedMemberId);
  const made = await insertTask(app.db, {
    agencyId: agency.id,
    title: payload.title,
    dueDate: payload.dueDate,
    assignedMemberId,
    subjectType: payload.subjectType,
    subjectId: payload.subjectId,
    source: 'MANUAL',
    createdBy: userId,
  });
  return presentFound(app, agency.id, made!.id);
}

/** PUT /tasks/{id}: a new due date or assignee is reminded again on its day. */
export async function updateTask(
  app: App,
  userId: number,
  id: number,
  payload: v.InferOutput<typeof TaskUpdate>,
): Promise<Task> {
  const agency = await requireAgency(app.db, userId);
  const row = await visibleTask(app, agency, id);
  const assignedMemberId =
    payload.assignedMemberId === undefined || payload.assignedMemberId === row.assigned_member_id
      ? undefined
      : await assigneeOf(app, agency, payload.assignedMemberId);
  const dueDate = payload.dueDate !== undefined && payload.dueDate !== row.due_date ? payload.dueDate : undefined;
  const done = payload.done === undefined || payload.done === Boolean(row.done_at) ? undefined : payload.done;
  await updateTaskRow(app.db, id, {
    ...(payload.title !== undefined ? { title: payload.title } : {}),
    ...(dueDate !== undefined ? { due_date: dueDate } : {}),
    ...(assignedMemberId !== undefined ? { assigned_member_id: assignedMemberId } : {}),
    ...(dueDate !== undefined || assignedMemberId !== undefined ? { reminded_at: null } : {}),
    ...(done === true ? { done_at: new Date().toISOString(), done_by: userId } : {}),
    ...(done === false ? { done_at: null, done_by: null } : {}),
  });
  return presentFound(app, agency.id, id);
}
