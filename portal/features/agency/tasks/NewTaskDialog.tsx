import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as tasks from '#sdk/resources/tasks';
import type { AgencyTeam } from '#sdk/schemas/agency-team';
import type { TaskSubjectType } from '#sdk/schemas/task';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { FormDialog } from '#portal/ui/FormDialog/FormDialog.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import { AssigneeSelect } from '#portal/features/agency/team/AssigneeSelect.tsx';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** A new task on a student, lead or application: what, by when, for whom (the owner and managers choose; a counsellor's are their own). */
export function NewTaskDialog({
  subject,
  team,
  onClose,
  onCreated,
}: {
  subject: { type: TaskSubjectType; id: number };
  team: AgencyTeam;
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useLingui();
  const [title, setTitle] = useState('');
  const [dueDate, setDueDate] = useState(tomorrow);
  const [assignee, setAssignee] = useState<number | null>(team.me.id);
  const { busy, run } = useAction();
  const create = () =>
    run(
      () =>
        tasks.create(api, {
          title: title.trim(),
          dueDate,
          subjectType: subject.type,
          subjectId: subject.id,
          assignedMemberId: assignee ?? undefined,
        }),
      { done: t`Task added`, failed: t`The task was not added`, onDone: onCreated },
    );
  return (
    <FormDialog
      title={t`New task`}
      submitLabel={<Trans>Add task</Trans>}
      busy={busy}
      onSubmit={create}
      onClose={onClose}
    >
      <TextField
        label={t`What is to be done`}
        required
        maxLength={200}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextField
        label={t`Due date`}
        type="date"
        required
        value={dueDate}
        onChange={(event) => setDueDate(event.target.value)}
      />
      <AssigneeSelect team={team} value={assignee} busy={busy} onChange={setAssignee} />
    </FormDialog>
  );
}
