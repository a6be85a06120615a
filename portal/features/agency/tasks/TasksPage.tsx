import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as tasks from '#sdk/resources/tasks';
import type { TASK_STATUSES } from '#sdk/schemas/task';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Pagination } from '#portal/ui/Pagination/Pagination.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import * as shared from '#portal/features/agency/agency.css.ts';
import { TaskTable } from './TaskTable.tsx';

type StatusFilter = (typeof TASK_STATUSES)[number] | 'ALL';

/** /dashboard/tasks: the signed-in member's tasks, open ones first with the overdue at the top. */
export default function TasksPage() {
  const { t } = useLingui();
  usePageTitle(t`My tasks`);
  const { error: errorMessage } = useErrorText();
  const [status, setStatus] = useState<StatusFilter>('OPEN');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const loaded = useLoad(
    () => tasks.list(api, { status: status === 'ALL' ? undefined : status, page, limit: 25 }),
    `${status}-${page}-${attempt}`,
  );
  const statusLabels: Record<StatusFilter, string> = { OPEN: t`Open`, DONE: t`Done`, ALL: t`All` };

  return (
    <div className={shared.page}>
      <header className={shared.header}>
        <h1 className={shared.title}>
          <Trans>My tasks</Trans>
        </h1>
        <p className={shared.lead}>
          <Trans>Tasks on your students, leads and applications. You get an e-mail on each task&apos;s due date.</Trans>
        </p>
      </header>
      <div className={shared.actions}>
        <Select
          label={t`Show`}
          value={status}
          options={(['OPEN', 'DONE', 'ALL'] as const).map((value) => ({ value, label: statusLabels[value] }))}
          onChange={(event) => {
            setStatus(event.target.value as StatusFilter);
            setPage(1);
          }}
        />
      </div>
      {loaded.status === 'loading' && <Skeleton lines={4} height="2.5rem" label={t`Loading tasks…`} />}
      {loaded.status === 'failed' && (
        <ErrorState title={t`Error loading tasks`} message={errorMessage(loaded.error)} onRetry={loaded.retry} />
      )}
      {loaded.status === 'ready' &&
        (loaded.data.tasks.length ? (
          <>
            <TaskTable
              caption={t`My tasks`}
              rows={loaded.data.tasks}
              showSubject
              onChanged={() => setAttempt((n) => n + 1)}
            />
            <Pagination page={page} pages={loaded.data.pagination.pages} onChange={setPage} />
          </>
        ) : (
          <EmptyState title={status === 'DONE' ? t`No finished tasks` : t`Nothing to do: no open tasks`} />
        ))}
    </div>
  );
}
