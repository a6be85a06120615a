import { Trans, useLingui } from '@lingui/react/macro';
import * as universityApplications from '#sdk/resources/university-applications';
import { UNIVERSITY_APPLICATION_STATUSES, type UniversityApplicationStatus } from '#sdk/schemas/university-review';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { applicantName } from '#portal/lib/applicant-name.ts';
import { useListFilters } from '#portal/lib/use-list-filters.ts';
import { ListToolbar } from '#portal/ui/ListToolbar/ListToolbar.tsx';
import { ListResults } from '#portal/ui/ListResults/ListResults.tsx';
import { useFormat } from '#portal/lib/format.ts';
import { APPLICATION_STATUS_LABELS } from '#portal/lib/labels.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { StatusBadge } from '#portal/ui/StatusBadge/StatusBadge.tsx';
import { visuallyHidden } from '#portal/ui/theme.css.ts';
import * as styles from '#portal/features/university/university.css.ts';
import { ApplicationReviewDialog } from './ApplicationReviewDialog.tsx';
import { IntakeStart } from '#portal/lib/IntakeStart.tsx';
import { ApplicationVerdict } from '#portal/lib/eligibility/ReasonsList.tsx';

const PAGE_SIZE = 10;
const NO_FILTERS = { search: '', status: '' };

/** The applications that reached the university: filter by status, search, one page at a time, open one to review it. */
export function ApplicationsTab({ onChanged }: { onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const filterList = useListFilters(NO_FILTERS);
  const { filters, page } = filterList;
  const status = (filters.status || undefined) as UniversityApplicationStatus | undefined;
  // ?application={id} (the link of an e-mail about it) opens that application.
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('application')) || null;
  const setOpen = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('application');
        else next.set('application', String(id));
        return next;
      },
      { replace: true },
    );
  const [version, setVersion] = useState(0);
  const list = useLoad(
    () => universityApplications.list(api, { status, search: filters.search, page, limit: PAGE_SIZE }),
    `${status}|${filters.search}|${page}|${version}`,
  );

  return (
    <div className={styles.stack}>
      <ListToolbar
        list={filterList}
        mode="submit"
        landmark={t`Search applications`}
        search={{ label: t`Search`, placeholder: t`Student or program` }}
        filters={[
          {
            key: 'status',
            label: t`Status`,
            placeholder: t`All statuses`,
            options: UNIVERSITY_APPLICATION_STATUSES.map((s) => ({
              value: s,
              label: i18n._(APPLICATION_STATUS_LABELS[s]),
            })),
          },
        ]}
      />
      <ListResults
        load={list}
        rows={(answer) => answer.applications}
        loadingLabel={t`Loading applications…`}
        errorTitle={t`Error Loading Applications`}
        empty={
          <EmptyState
            title={t`No applications to review at the moment`}
            description={t`Applications appear here once our admissions team has checked them.`}
          />
        }
        page={page}
        onPage={filterList.setPage}
        caption={t`Applications`}
        rowKey={(a) => a.id}
        columns={[
          { key: 'student', header: t`Student`, cell: (a) => <bdi>{applicantName(a.student)}</bdi> },
          {
            key: 'program',
            header: t`Program`,
            cell: (a) => (
              <>
                <bdi>{a.programName}</bdi>
                {a.intakeStartDate && (
                  <div>
                    <IntakeStart date={a.intakeStartDate} />
                  </div>
                )}
              </>
            ),
          },
          { key: 'status', header: t`Status`, cell: (a) => <StatusBadge status={a.status} /> },
          {
            key: 'verdict',
            header: t`Eligibility`,
            nowrap: true,
            cell: (a) => <ApplicationVerdict eligibility={a.eligibility} compact />,
          },
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
                <span className={visuallyHidden}> {applicantName(a.student)}</span>
              </Button>
            ),
          },
        ]}
      />
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
