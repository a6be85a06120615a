import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import * as tasks from '#sdk/resources/tasks';
import type { Task } from '#sdk/schemas/task';
import { api } from '#portal/lib/api.ts';
import { useFormat } from '#portal/lib/format.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { paths } from '#portal/paths.ts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { Checkbox } from '#portal/ui/Checkbox/Checkbox.tsx';
import { Table } from '#portal/ui/Table/Table.tsx';
import { visuallyHidden } from '#portal/ui/theme.css.ts';
import { useTaskTitle } from './use-task-title.ts';

/** Where a task's subject is shown: the student's or application's page, the leads inbox. */
const subjectPath = (subject: Task['subject']) =>
  subject.type === 'STUDENT'
    ? paths.agency.student(subject.id)
    : subject.type === 'APPLICATION'
      ? paths.agency.application(subject.id)
      : paths.agency.leads;

/** Tasks in a table: done box, title, what it is about, due date (overdue marked), assignee. */
export function TaskTable({
  caption,
  rows,
  showSubject,
  onChanged,
}: {
  caption: string;
  rows: Task[];
  showSubject: boolean;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const title = useTaskTitle();
  const { busy, run } = useAction<number>();
  const toggle = (task: Task, done: boolean) => {
    const name = title(task);
    return run(() => tasks.update(api, task.id, { done }), {
      kind: task.id,
      done: done ? t`Task done: ${name}` : t`Task open again: ${name}`,
      failed: t`The task was not saved`,
      onDone: onChanged,
    });
  };
  return (
    <Table
      caption={caption}
      rows={rows}
      rowKey={(task) => task.id}
      columns={[
        {
          key: 'done',
          header: t`Done`,
          cell: (task) => (
            <Checkbox
              label={<span className={visuallyHidden}>{t`Done: ${title(task)}`}</span>}
              checked={task.done}
              disabled={busy}
              onChange={(done) => toggle(task, done)}
            />
          ),
        },
        { key: 'title', header: t`Task`, cell: (task) => <bdi>{title(task)}</bdi> },
        ...(showSubject
          ? [
              {
                key: 'subject',
                header: t`About`,
                cell: (task: Task) => (
                  <Link to={subjectPath(task.subject)}>
                    <bdi>{task.subject.name || t`(no name)`}</bdi>
                  </Link>
                ),
              },
            ]
          : []),
        {
          key: 'due',
          header: t`Due`,
          cell: (task) => (
            <>
              {format.date(`${task.dueDate}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}{' '}
              {task.overdue && <Badge tone="danger">{t`Overdue`}</Badge>}
            </>
          ),
        },
        {
          key: 'assignee',
          header: t`Assigned to`,
          cell: (task) => (task.assignee ? <bdi dir="ltr">{task.assignee.email}</bdi> : t`Nobody`),
        },
      ]}
    />
  );
}
