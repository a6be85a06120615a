import type { Task } from '#sdk/schemas/task';
import type { TaskRow } from './task.repository.ts';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

function subjectName(row: TaskRow): string {
  if (row.subject_type === 'STUDENT') return fullName(row.student_first_name, row.student_last_name);
  if (row.subject_type === 'LEAD') return row.lead_name ?? '';
  const student = fullName(row.applicant_first_name, row.applicant_last_name);
  return [student, row.application_program].filter(Boolean).join(' · ');
}

export const presentTask = (row: TaskRow, today: string): Task => ({
  id: row.id,
  title: row.title,
  detail: row.detail,
  dueDate: row.due_date,
  overdue: !row.done_at && row.due_date < today,
  done: Boolean(row.done_at),
  doneAt: row.done_at,
  assignee:
    row.assigned_member_id && row.assignee_email ? { id: row.assigned_member_id, email: row.assignee_email } : null,
  subject: { type: row.subject_type, id: row.subject_id, name: subjectName(row) },
  source: row.source,
  createdAt: row.created_at,
  createdBy: row.writer_email,
});
