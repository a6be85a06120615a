import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as adminApplications from '#sdk/resources/admin-applications';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#sdk/schemas/enums';
import { VERDICTS, type Verdict } from '#sdk/schemas/eligibility';
import type {
  AdminApplication,
  AdminApplicationListQuery,
  ApplicationQueueSort,
  PendingQueueQuery,
} from '#sdk/schemas/review';
import { VERDICT_NAMES } from '#names/verdict.ts';
import { ApplicationVerdict } from '#portal/lib/eligibility/ReasonsList.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { APPLICATION_STATUS_LABELS, DOCUMENT_REQUEST_STATE_LABELS } from '#portal/lib/labels.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useListFilters } from '#portal/lib/use-list-filters.ts';
import { ListToolbar } from '#portal/ui/ListToolbar/ListToolbar.tsx';
import { useDebounced } from '#portal/lib/use-debounced.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { paths } from '#portal/paths.ts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';
import { Pagination } from '#portal/ui/Pagination/Pagination.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { StatusBadge } from '#portal/ui/StatusBadge/StatusBadge.tsx';
import { type Column, Table } from '#portal/ui/Table/Table.tsx';
import { Tabs } from '#portal/ui/Tabs/Tabs.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';
import { TakeButton } from './TakeButton.tsx';
import { IntakeStart } from '#portal/lib/IntakeStart.tsx';

const NO_FILTERS = { search: '', status: '', origin: '', verdict: '', sort: '', submittedFrom: '', submittedTo: '' };
const DAY = 86_400_000;

/**
 * /admin/applications and /admin/applications/pending: every submitted application
 * with filters, and the pending queue (SUBMITTED and ADMIN_REVIEW), oldest first, with each
 * one's age and who has it.
 */
export default function AdminApplicationsPage() {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const pending = location.pathname === paths.admin.pendingApplications;
  usePageTitle(pending ? t`Pending applications` : t`Applications`);
  return (
    <div className={styles.page}>
      <PageHeader
        title={<Trans>Applications</Trans>}
        lead={
          <Trans>Review submitted applications and verify their documents before they reach the universities.</Trans>
        }
      />
      <Tabs
        label={t`Applications`}
        value={pending ? 'pending' : 'all'}
        onChange={(value) => navigate(value === 'pending' ? paths.admin.pendingApplications : paths.admin.applications)}
        tabs={[
          { value: 'pending', label: t`Pending queue` },
          { value: 'all', label: t`All applications` },
        ]}
      />
      <Card>{pending ? <PendingQueue /> : <AllApplications />}</Card>
    </div>
  );
}

/** The columns both lists show: the applicant, the programme and university, the status. */
function useCommonColumns(): Column<AdminApplication>[] {
  const { t } = useLingui();
  return [
    {
      key: 'applicant',
      header: t`Applicant`,
      cell: (a) => (
        <div className={styles.stack}>
          <strong dir="auto">
            {a.student.firstName} {a.student.lastName}
          </strong>
          <span className={styles.muted} dir="ltr">
            {a.student.email}
          </span>
          <span className={styles.muted}>{a.agencyName ? <bdi>{a.agencyName}</bdi> : t`Direct`}</span>
        </div>
      ),
    },
    {
      key: 'program',
      header: t`Programme`,
      cell: (a) => (
        <div className={styles.stack}>
          <span dir="auto">{a.programName}</span>
          <span className={styles.muted}>
            <bdi>{a.university.name}</bdi>
          </span>
          {a.intakeStartDate && (
            <span className={styles.muted}>
              <IntakeStart date={a.intakeStartDate} />
            </span>
          )}
        </div>
      ),
    },
    { key: 'status', header: t`Status`, cell: (a) => <StatusBadge status={a.status} />, nowrap: true },
    {
      key: 'verdict',
      header: t`Eligibility`,
      nowrap: true,
      cell: (a) => <ApplicationVerdict eligibility={a.eligibility} compact />,
    },
  ];
}

/** The verdict filter and the order of a review list, by the verdict computed at submission. */
function useVerdictChoices() {
  const { t, i18n } = useLingui();
  return {
    verdicts: VERDICTS.map((verdict) => ({ value: verdict, label: i18n._(VERDICT_NAMES[verdict]) })),
    sorts: (first: string) => [
      { value: 'submitted', label: first },
      { value: 'verdict', label: t`Eligibility: eligible first` },
      { value: '-verdict', label: t`Eligibility: not eligible first` },
    ],
  };
}

function OpenLink({ application }: { application: AdminApplication }) {
  const { t } = useLingui();
  const name = [application.student.firstName, application.student.lastName].filter(Boolean).join(' ');
  return (
    <ButtonLink
      to={paths.admin.application(application.id)}
      variant="secondary"
      size="sm"
      aria-label={t`Open the application of ${name}`}
    >
      <Trans>Open</Trans>
    </ButtonLink>
  );
}

function Listing({
  data,
  columns,
  caption,
  page,
  setPage,
  empty,
}: {
  data: ReturnType<typeof useLoad<{ applications: AdminApplication[]; pagination: { pages: number } }>>;
  columns: Column<AdminApplication>[];
  caption: string;
  page: number;
  setPage: (page: number) => void;
  empty: ReactNode;
}) {
  const { t } = useLingui();
  const { error: errorMessage } = useErrorText();
  if (data.status === 'loading') return <Skeleton lines={6} height="3rem" label={t`Loading applications…`} />;
  if (data.status === 'failed')
    return <ErrorState title={t`Error loading applications`} message={errorMessage(data.error)} onRetry={data.retry} />;
  return (
    <>
      <Table
        caption={caption}
        hideCaption
        columns={columns}
        rows={data.data.applications}
        rowKey={(a) => a.id}
        empty={empty}
      />
      <Pagination page={page} pages={data.data.pagination.pages} onChange={setPage} />
    </>
  );
}

function PendingQueue() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [verdict, setVerdict] = useState('');
  const [sort, setSort] = useState('submitted');
  const choices = useVerdictChoices();
  const query: PendingQueueQuery = {
    page,
    verdict: (verdict || undefined) as Verdict | undefined,
    sort: sort as ApplicationQueueSort,
  };
  const data = useLoad(() => adminApplications.pending(api, query), `pending-${JSON.stringify(query)}`);
  const now = Date.now();
  const columns: Column<AdminApplication>[] = [
    ...useCommonColumns(),
    {
      key: 'age',
      header: t`Waiting`,
      nowrap: true,
      cell: (a) => {
        const days = Math.floor((now - Date.parse(a.submittedAt ?? a.createdAt)) / DAY);
        return (
          <div className={styles.stack}>
            <span>
              <Plural value={days} _0="Today" one="# day" other="# days" />
            </span>
            <span className={styles.muted}>{format.date(a.submittedAt ?? a.createdAt)}</span>
          </div>
        );
      },
    },
    {
      key: 'assignee',
      header: t`Reviewer`,
      cell: (a) => (
        <div className={styles.stack}>
          <span dir="ltr">{a.assignee ? a.assignee.email : t`Nobody yet`}</span>
          {a.documentRequest && (
            <Badge
              tone={
                a.documentRequest.state === 'ANSWERED'
                  ? 'success'
                  : a.documentRequest.state === 'OVERDUE'
                    ? 'danger'
                    : 'warning'
              }
            >
              {t`Documents: ${i18n._(DOCUMENT_REQUEST_STATE_LABELS[a.documentRequest.state])}`}
            </Badge>
          )}
        </div>
      ),
    },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (a) => (
        <div className={styles.actions}>
          <OpenLink application={a} />
          {a.status === 'SUBMITTED' && <TakeButton application={a} onTaken={data.retry} />}
        </div>
      ),
    },
  ];
  return (
    <>
      <div className={styles.actions}>
        <Select
          label={t`Eligibility`}
          placeholder={t`All verdicts`}
          options={choices.verdicts}
          value={verdict}
          onChange={(event) => {
            setVerdict(event.target.value);
            setPage(1);
          }}
        />
        <Select
          label={t`Order`}
          options={choices.sorts(t`Oldest submission first`)}
          value={sort}
          onChange={(event) => {
            setSort(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <Listing
        data={data}
        columns={columns}
        caption={t`Pending queue`}
        page={page}
        setPage={setPage}
        empty={
          verdict ? (
            <EmptyState icon="search" title={t`No applications match your filters`} />
          ) : (
            <EmptyState title={t`No applications are waiting for review`} />
          )
        }
      />
    </>
  );
}

function AllApplications() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const list = useListFilters(NO_FILTERS);
  const { filters, page, setPage, filter, filtered } = list;
  const search = useDebounced(filters.search.trim());
  const query: AdminApplicationListQuery = {
    page,
    search: search || undefined,
    status: (filters.status || undefined) as ApplicationStatus | undefined,
    origin: (filters.origin || undefined) as 'agency' | 'direct' | undefined,
    submittedFrom: filters.submittedFrom || undefined,
    submittedTo: filters.submittedTo || undefined,
    verdict: (filters.verdict || undefined) as Verdict | undefined,
    sort: (filters.sort || 'submitted') as ApplicationQueueSort,
  };
  const choices = useVerdictChoices();
  const data = useLoad(() => adminApplications.list(api, query), JSON.stringify(query));
  const columns: Column<AdminApplication>[] = [
    ...useCommonColumns(),
    {
      key: 'submitted',
      header: t`Submitted`,
      nowrap: true,
      cell: (a) => (a.submittedAt ? format.date(a.submittedAt) : '–'),
    },
    { key: 'actions', header: t`Actions`, cell: (a) => <OpenLink application={a} /> },
  ];
  return (
    <>
      <ListToolbar
        list={list}
        search={{ label: t`Search applications` }}
        filters={[
          {
            key: 'status',
            label: t`Status`,
            placeholder: t`All statuses`,
            options: APPLICATION_STATUSES.filter((s) => s !== 'DRAFT').map((s) => ({
              value: s,
              label: i18n._(APPLICATION_STATUS_LABELS[s]),
            })),
          },
          {
            key: 'origin',
            label: t`Sent by`,
            placeholder: t`Agencies and students`,
            options: [
              { value: 'agency', label: t`An agency` },
              { value: 'direct', label: t`The student directly` },
            ],
          },
          { key: 'verdict', label: t`Eligibility`, placeholder: t`All verdicts`, options: choices.verdicts },
        ]}
      >
        <TextField
          label={t`Submitted from`}
          type="date"
          value={filters.submittedFrom}
          onChange={(event) => filter('submittedFrom', event.target.value)}
        />
        <TextField
          label={t`Submitted to`}
          type="date"
          value={filters.submittedTo}
          onChange={(event) => filter('submittedTo', event.target.value)}
        />
        <Select
          label={t`Order`}
          options={choices.sorts(t`Newest first`)}
          value={filters.sort || 'submitted'}
          onChange={(event) => filter('sort', event.target.value === 'submitted' ? '' : event.target.value)}
        />
      </ListToolbar>
      <Listing
        data={data}
        columns={columns}
        caption={t`All applications`}
        page={page}
        setPage={setPage}
        empty={
          filtered ? (
            <EmptyState icon="search" title={t`No applications match your filters`} />
          ) : (
            <EmptyState title={t`No applications yet`} />
          )
        }
      />
    </>
  );
}
