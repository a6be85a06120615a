import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as tasks from '#sdk/resources/tasks';
import type { TaskSubjectType } from '#sdk/schemas/task';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import * as shared from '#portal/features/agency/agency.css.ts';
import { useTeam } from '#portal/features/agency/team/use-team.ts';
import { NewTaskDialog } from './NewTaskDialog.tsx';
import { TaskTable } from './TaskTable.tsx';

/** The tasks on one student, lead or application (whoever they are assigned to), and a button to add one. */
export function RecordTasks({ type, id }: { type: TaskSubjectType; id: number }) {
  const { t } = useLingui();
  const { error: errorMessage } = useErrorText();
  const [attempt, setAttempt] = useState(0);
  const loaded = useLoad(
    () => tasks.list(api, { subjectType: type, subjectId: id, limit: 100 }),
    `${type}-${id}-${attempt}`,
  );
  const team = useTeam();
  const [adding, setAdding] = useState(false);
  const reload = () => setAttempt((n) => n + 1);

  return (
    <section className={shared.page} aria-label={t`Tasks`}>
      <div className={shared.actions}>
        <Button disabled={team.status !== 'ready'} onClick={() => setAdding(true)}>
          <Trans>Add task</Trans>
        </Button>
      </div>
      {loaded.status === 'loading' && <Skeleton lines={3} height="2.5rem" label={t`Loading tasks…`} />}
      {loaded.status === 'failed' && (
        <ErrorState title={t`Error loading tasks`} message={errorMessage(loaded.error)} onRetry={loaded.retry} />
      )}
      {loaded.status === 'ready' &&
        (loaded.data.tasks.length ? (
          <TaskTable caption={t`Tasks`} rows={loaded.data.tasks} showSubject={false} onChanged={reload} />
        ) : (
          <EmptyState title={t`No tasks yet`} />
        ))}
      {adding && team.status === 'ready' && (
        <NewTaskDialog
          subject={{ type, id }}
          team={team.data}
          onClose={() => setAdding(false)}
          onCreated={() => {
            setAdding(false);
            reload();
          }}
        />
      )}
    </section>
  );
}
