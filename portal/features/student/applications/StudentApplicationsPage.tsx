import { Trans, useLingui } from '@lingui/react/macro';
import * as applications from '#sdk/resources/student-applications';
import type { Application } from '#sdk/schemas/application';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#sdk/schemas/enums';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { APPLICATION_STATUS_LABELS } from '#portal/lib/labels.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { paths } from '#portal/paths.ts';
import { Button, ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { StatCard } from '#portal/ui/StatCard/StatCard.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import { ApplicationList } from '#portal/features/student/ApplicationList.tsx';
import { ConfirmDialog } from '#portal/ui/ConfirmDialog/ConfirmDialog.tsx';
import * as styles from '#portal/features/student/student.css.ts';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';
import { useDebounced } from '#portal/lib/use-debounced.ts';
import { useConfirmedDelete } from '#portal/lib/use-confirmed-delete.ts';
import { usePolled } from '#portal/lib/use-polled.ts';
import { ApplicationDetailDialog } from './ApplicationDetailDialog.tsx';

/** The student's applications (spec part 1, 2): stats, search, status filter, list, details; refreshed every 30 s. */
export default function StudentApplicationsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`My Applications`);
  const format = useFormat();
  const { error: errorMessage } = useErrorText();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  // ?application={id} (the link of a message e-mail or the dashboard) opens that application.
  const [params] = useSearchParams();
  const [viewing, setViewing] = useState<number | null>(() => Number(params.get('application')) || null);
  const query = { search: useDebounced(search.trim()) || undefined, status: status || undefined };
  const data = usePolled(() => applications.list(api, query), JSON.stringify(query));

  const deletion = useConfirmedDelete<Application>({
    remove: (application) => applications.remove(api, application.id),
    deleted: t`Application deleted successfully`,
    failed: t`Failed to delete application`,
    onDeleted: data.refresh,
  });

  let content: ReactNode;
  if (data.status === 'loading') content = <Skeleton lines={5} height="3rem" label={t`Loading your applications…`} />;
  else if (data.status === 'failed')
    content = (
      <ErrorState title={t`Error Loading Applications`} message={errorMessage(data.error)} onRetry={data.retry} />
    );
  else if (!data.data.applications.length)
    content =
      query.search || query.status ? (
        <EmptyState icon="search" title={t`No applications match your filters`} />
      ) : (
        <EmptyState
          title={t`No applications yet`}
          description={t`Find a university and start your first application.`}
          action={<ButtonLink to={paths.universities()}>{t`New Application`}</ButtonLink>}
        />
      );
  else
    content = (
      <ApplicationList
        applications={data.data.applications}
        actions={(application) => {
          const program = application.programName;
          return (
            <>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setViewing(application.id)}
                aria-label={t`View ${program}`}
              >
                <Trans>View</Trans>
              </Button>
              {application.status === 'DRAFT' && (
                <>
                  <ButtonLink
                    to={paths.student.editApplication(application.id)}
                    variant="secondary"
                    size="sm"
                    aria-label={t`Edit ${program}`}
                  >
                    <Trans>Edit</Trans>
                  </ButtonLink>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => deletion.ask(application)}
                    aria-label={t`Delete ${program}`}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </>
              )}
            </>
          );
        }}
      />
    );

  const stats = data.status === 'ready' ? data.data.stats : undefined;
  const deletingProgram = deletion.target?.programName ?? '';
  const figure = (n: number | undefined) => (n === undefined ? '–' : format.number(n));
  return (
    <div className={styles.page}>
      <PageHeader
        title={<Trans>My Applications</Trans>}
        lead={<Trans>Follow each application from draft to decision.</Trans>}
        action={
          <ButtonLink to={paths.universities()}>
            <Trans>New Application</Trans>
          </ButtonLink>
        }
      />

      <div className={styles.stats}>
        <StatCard label={t`Total`} value={figure(stats?.total)} />
        <StatCard label={t`Draft`} value={figure(stats?.draft)} />
        <StatCard label={t`Submitted`} value={figure(stats?.submitted)} />
        <StatCard label={t`Under Review`} value={figure(stats?.underReview)} />
        <StatCard label={t`Accepted`} value={figure(stats?.accepted)} />
        <StatCard label={t`Rejected`} value={figure(stats?.rejected)} />
      </div>

      <Card>
        <div className={styles.toolbar}>
          <TextField
            label={t`Search applications`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Select
            label={t`Status`}
            placeholder={t`All statuses`}
            // Every status an application can reach, the admins' and the university's steps too.
            options={APPLICATION_STATUSES.map((s) => ({
              value: s,
              label: i18n._(APPLICATION_STATUS_LABELS[s]),
            }))}
            value={status}
            onChange={(event) => setStatus(event.target.value as ApplicationStatus | '')}
          />
        </div>
        {content}
      </Card>

      {viewing !== null && (
        <ApplicationDetailDialog id={viewing} onClose={() => setViewing(null)} onChanged={data.refresh} />
      )}
      <ConfirmDialog {...deletion.dialog} title={t`Delete application?`} confirmLabel={t`Delete`} danger>
        <p>
          <Trans>
            The draft application for <bdi>{deletingProgram}</bdi> will be deleted. This cannot be undone.
          </Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
