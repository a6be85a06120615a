import { Trans, useLingui } from '@lingui/react/macro';
import * as applications from '#sdk/resources/agency-applications';
import { Link } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { paths } from '#portal/paths.ts';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { StatusBadge } from '#portal/ui/StatusBadge/StatusBadge.tsx';
import { Table } from '#portal/ui/Table/Table.tsx';

/** The student's applications, newest first, and a new one for this student (spec part 2, 2). */
export function StudentApplications({ studentId }: { studentId: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const { error: errorMessage } = useErrorText();
  const list = useLoad(() => applications.list(api, { studentId, limit: 100 }), String(studentId));
  return (
    <Card
      title={t`Applications`}
      actions={
        <ButtonLink size="sm" to={paths.agency.newApplication(studentId)}>
          <Trans>New Application</Trans>
        </ButtonLink>
      }
    >
      {list.status === 'loading' ? (
        <Skeleton lines={3} label={t`Loading applications…`} />
      ) : list.status === 'failed' ? (
        <ErrorState title={t`Error loading applications`} message={errorMessage(list.error)} onRetry={list.retry} />
      ) : (
        <Table
          caption={t`Applications`}
          hideCaption
          rows={list.data.applications}
          rowKey={(a) => a.id}
          empty={t`No applications yet`}
          columns={[
            {
              key: 'programme',
              header: t`Programme`,
              cell: (a) => (
                <Link to={paths.agency.application(a.id)}>
                  <bdi>{a.programName}</bdi>
                </Link>
              ),
            },
            { key: 'university', header: t`University`, cell: (a) => <bdi>{a.university.name}</bdi> },
            { key: 'status', header: t`Status`, cell: (a) => <StatusBadge status={a.status} /> },
            { key: 'created', header: t`Created`, nowrap: true, cell: (a) => format.date(a.createdAt) },
          ]}
        />
      )}
    </Card>
  );
}
