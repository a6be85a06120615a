import { Trans, useLingui } from '@lingui/react/macro';
import * as universityApplications from '#sdk/resources/university-applications';
import { UNIVERSITY_APPLICATION_STATUSES, type UniversityApplicationStatus } from '#sdk/schemas/university-review';
import { type FormEvent, useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useFormat } from '#portal/lib/format.ts';
import { APPLICATION_STATUS_LABELS } from '#portal/lib/labels.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Pagination } from '#portal/ui/Pagination/Pagination.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { StatusBadge } from '#portal/ui/StatusBadge/StatusBadge.tsx';
import { Table } from '#portal/ui/Table/Table.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import { visuallyHidden } from '#portal/ui/theme.css.ts';
import * as styles from '#portal/features/university/university.css.ts';
import { ApplicationReviewDialog } from './ApplicationReviewDialog.tsx';
import { studentName } from './student-name.ts';

const PAGE_SIZE = 10;

/** The applications that reached the university: filter by status, search, one page at a time, open one to review it. */
export function ApplicationsTab({ onChanged }: { onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [status, setStatus] = useState<UniversityApplicationStatus | ''>('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const list = useLoad(
    () => universityApplications.list(api, { status: status || undefined, search, page, limit: PAGE_SIZE }),
    `${status}|${search}|${page}|${version}`,
  );

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };

  return (
    <div className={styles.stack}>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role search is the search landmark; a <search> wrapper would change the layout */}
      <form className={styles.toolbar} onSubmit={onSearch} role="search" aria-label={t`Search applications`}>
        <TextField
          label={t`Search`}
          type="search"
          placeholder={t`Student or program`}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Select
          label={t`Status`}
          placeholder={t`All statuses`}
          value={status}
          options={UNIVERSITY_APPLICATION_STATUSES.map((s) => ({
            value: s,
            label: i18n._(APPLICATION_STATUS_LABELS[s]),
          }))}
          onChange={(e) => {
            setStatus(e.target.value as UniversityApplicationStatus | '');
            setPage(1);
          }}
        />
        <div>
          <Button type="submit" variant="secondary">
            <Trans>Search</Trans>
          </Button>
        </div>
      </form>
      {list.status === 'loading' && <Skeleton lines={5} label={t`Loading applications…`} />}
      {list.status === 'failed' && <ErrorState title={t`Error Loading Applications`} onRetry={list.retry} />}
      {list.status === 'ready' &&
        (list.data.applications.length === 0 ? (
          <EmptyState
            title={t`No applications to review at the moment`}
            description={t`Applications appear here once our admissions team has checked them.`}
          />
        ) : (
          <>
            <Table
              caption={t`Applications`}
              hideCaption
              rows={list.data.applications}
              rowKey={(a) => a.id}
              columns={[
                { key: 'student', header: t`Student`, cell: (a) => <bdi>{studentName(a)}</bdi> },
                { key: 'program', header: t`Program`, cell: (a) => <bdi>{a.programName}</bdi> },
                { key: 'status', header: t`Status`, cell: (a) => <StatusBadge status={a.status} /> },
                {
                  key: 'updated',
                  header: t`Last update`,
                  nowrap: true,
                  cell: (a) => format.date(a.updatedAt, { dateStyle: 'medium' }),
                },
                {
                  key: 'open',
                  header: t`Actions`,
                  cell: (a) => (
                    <Button size="sm" variant="secondary" onClick={() => setOpen(a.id)}>
                      <Trans>Review</Trans>
                      <span className={visuallyHidden}> {studentName(a)}</span>
                    </Button>
                  ),
                },
              ]}
            />
            <Pagination page={page} pages={list.data.pagination.pages} onChange={setPage} />
          </>
        ))}
      {open !== null && (
        <ApplicationReviewDialog
          id={open}
          onClose={() => setOpen(null)}
          onChanged={() => {
            setVersion((n) => n + 1);
            onChanged();
          }}
        />
      )}
    </div>
  );
}
