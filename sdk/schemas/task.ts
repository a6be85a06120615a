// Tasks and reminders: an agency's tasks on its students, leads and applications,
// each assigned to a member with a due date; the assignee is e-mailed on the due date. Some are made
// by events (a document request, a lead not contacted in 24 hours, an intake deadline 14 days away).
import * as v from 'valibot';
import { Id, isCalendarDate, PageQuery, type Pagination, recordId, requiredText } from './common.ts';

/** What a task is about. */
export const TASK_SUBJECT_TYPES = ['STUDENT', 'LEAD', 'APPLICATION'] as const;
export type TaskSubjectType = (typeof TASK_SUBJECT_TYPES)[number];

/** Who made a task: a member, or one of the events that make tasks. */
export const TASK_SOURCES = ['MANUAL', 'DOCUMENT_REQUEST', 'LEAD_NOT_CONTACTED', 'INTAKE_DEADLINE'] as const;
export type TaskSource = (typeof TASK_SOURCES)[number];

/** The list's filters by state and by due date (OVERDUE: open and due before today). */
export const TASK_STATUSES = ['OPEN', 'DONE'] as const;
export const TASK_DUE_FILTERS = ['OVERDUE', 'TODAY', 'WEEK'] as const;

/** A lead not contacted this many hours after it came gets a task. */
export const LEAD_CONTACT_HOURS = 24;
/** An intake's deadline this many days away, for a shortlisted programme with no application, gets a task. */
export const INTAKE_DEADLINE_DAYS = 14;

const dueDate = v.pipe(
  v.string('Please choose a due date'),
  v.trim(),
  v.check(isCalendarDate, 'Please choose a due date'),
);
const taskTitle = requiredText('Please write what is to be done', 200);
const assignee = recordId('Please select a team member');

/** POST /tasks: a task on one of the agency's students, leads or applications (the caller's own unless `assignedMemberId`). */
export const TaskCreate = v.object({
  title: taskTitle,
  dueDate,
  subjectType: v.picklist(TASK_SUBJECT_TYPES, 'Please choose what the task is about'),
  subjectId: recordId('Please choose what the task is about'),
  assignedMemberId: v.optional(assignee),
});
export type TaskCreate = v.InferInput<typeof TaskCreate>;

/** PUT /tasks/{id}: any of the fields; `done` true completes it, false opens it again. */
export const TaskUpdate = v.object({
  title: v.optional(taskTitle),
  dueDate: v.optional(dueDate),
  assignedMemberId: v.optional(assignee),
  done: v.optional(v.boolean('Must be true or false')),
});
export type TaskUpdate = v.InferInput<typeof TaskUpdate>;

/**
 * GET /tasks: the signed-in member's tasks, open ones overdue first; with a subject, every task on
 * that student, lead or application the caller may see (its page's list).
 */
export const TaskQuery = v.object({
  ...PageQuery,
  status: v.optional(v.picklist(TASK_STATUSES, 'Please choose a status')),
  due: v.optional(v.picklist(TASK_DUE_FILTERS, 'Please choose a due date filter')),
  subjectType: v.optional(v.picklist(TASK_SUBJECT_TYPES, 'Please choose what the task is about')),
  subjectId: v.optional(Id),
});
export type TaskQuery = v.InferInput<typeof TaskQuery>;

export interface Task {
  id: number;
  /** As written; a task an event made has an English title, and its source says what it is (the portal words it). */
  title: string;
  /** What an event's task names besides its subject: the programme of an intake deadline. */
  detail: string | null;
  dueDate: string;
  /** Open and due before today (UTC). */
  overdue: boolean;
  done: boolean;
  doneAt: string | null;
  assignee: { id: number; email: string } | null;
  subject: { type: TaskSubjectType; id: number; name: string };
  source: TaskSource;
  createdAt: string;
  /** The e-mail of the member who wrote it; null for a task an event made. */
  createdBy: string | null;
}

export interface TaskList {
  tasks: Task[];
  pagination: Pagination;
}
