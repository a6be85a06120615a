import { Trans, useLingui } from '@lingui/react/macro';
import * as applications from '#sdk/resources/agency-applications';
import { PAGE_SIZES } from '#sdk/schemas/constants';
import { type ApplicationStatus, APPLICATION_STATUSES } from '#sdk/schemas/enums';
import { Link, useSearchParams } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { useListFilters } from '#portal/lib/use-list-filters.ts';
import { ListToolbar } from '#portal/ui/ListToolbar/ListToolbar.tsx';
import { officeQuery, useOfficeFilter } from '#portal/features/agency/team/office-filter.ts';
import { ListResults } from '#portal/ui/ListResults/ListResults.tsx';
import { useFormat } from '#portal/lib/format.ts';
import { APPLICATION_STATUS_LABELS } from '#portal/lib/labels.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { paths } from '#portal/paths.ts';
import { ActionMenu, type MenuAction } from '#portal/ui/ActionMenu/ActionMenu.tsx';
import { Button, ButtonLink } from '#portal/ui/Button/Button.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { StatusBadge } from '#portal/ui/StatusBadge/StatusBadge.tsx';
import { visuallyHidden } from '#portal/ui/theme.css.ts';
import * as shared from '#portal/features/agency/agency.css.ts';
import { CsvExportButton } from '#portal/lib/CsvExportButton.tsx';
import { applicantName } from '#portal/lib/applicant-name.ts';
import { ApplicationBoard } from './ApplicationBoard.tsx';
import { ApplicationStatCards } from './ApplicationStatCards.tsx';
import { useApplicationWithdrawal, withdrawable } from './ApplicationWithdrawal.tsx';
import { IntakeStart } from '#portal/lib/IntakeStart.tsx';

const NO_FILTERS = { search: '', status: '', office: '' };

/** /applications (spec part 2, 2): every application of the agency's students, searched on the server. */
export default function ApplicationsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Applications`);
  const format = useFormat();
  const filterList = useListFilters(NO_FILTERS);
  const { filters: filter, page } = filterList;
  const status = (filter.status || undefined) as ApplicationStatus | undefined;
  const officeFilters = useOfficeFilter();
  // The view is part of the address (?view=board), so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const board = params.get('view') === 'board';
  const showView = (view: 'table' | 'board') =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (view === 'board') next.set('view', 'board');
        else next.delete('view');
        return next;
      },
      { replace: true },
    );
  const list = useLoad(
    () =>
      applications.list(api, {
        search: filter.search || undefined,
        status,
        office: officeQuery(filter.office),
        page,
        limit: PAGE_SIZES.lists,
      }),
    JSON.stringify({ filter, page }),
  );
  const withdrawal = useApplicationWithdrawal(list.retry);

  return (
    <div className={shared.page}>
      <header className={shared.header}>
        <div className={shared.titleRow}>
          <h1 className={shared.title}>
            <Trans>Applications</Trans>
          </h1>
          <div className={shared.actions}>
            <CsvExportButton
              fileName="applications.csv"
              fetchCsv={(lang) =>
                applications.exportCsv(api, {
                  search: filter.search || undefined,
                  status: board ? undefined : status,
                  lang,
                })
              }
            />
            <ButtonLink to={paths.agency.newApplication()}>
              <Trans>New Application</Trans>
            </ButtonLink>
          </div>
        </div>
        <p className={shared.lead}>
          <Trans>Every application of your students, from draft to decision.</Trans>
        </p>
      </header>

      {list.status === 'ready' && (
        <div className={shared.stats}>
          <ApplicationStatCards stats={list.data.stats} />
        </div>
      )}

      <ListToolbar
        list={filterList}
        mode="submit"
        search={{ label: t`Search`, placeholder: t`Student, university or programme` }}
        filters={
          board
            ? []
            : [
                {
                  key: 'status',
                  label: t`Status`,
                  placeholder: t`All statuses`,
                  options: APPLICATION_STATUSES.map((value) => ({
                    value,
                    label: i18n._(APPLICATION_STATUS_LABELS[value]),
                  })),
                },
                ...officeFilters,
              ]
        }
      />

      <fieldset className={shared.viewSwitch}>
        <legend className={visuallyHidden}>{t`View`}</legend>
        <Button
          variant={board ? 'secondary' : 'primary'}
          size="sm"
          aria-pressed={!board}
          onClick={() => showView('table')}
        >
          <Trans>Table</Trans>
        </Button>
        <Button
          variant={board ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={board}
          onClick={() => showView('board')}
        >
          <Trans>Board</Trans>
        </Button>
      </fieldset>

      {board ? (
        <ApplicationBoard search={filter.search} />
      ) : (
        <ListResults
          load={list}
          rows={(answer) => answer.applications}
          loadingLabel={t`Loading applications…`}
          errorTitle={t`Error loading applications`}
          empty={
            <EmptyState
              title={filterList.filtered ? t`No applications match these filters` : t`No applications yet`}
              description={t`Create an application for one of your students.`}
              action={
                <ButtonLink to={paths.agency.newApplication()}>
                  <Trans>New Application</Trans>
                </ButtonLink>
              }
            />
          }
          page={page}
          onPage={filterList.setPage}
          caption={t`Applications`}
          rowKey={(a) => a.id}
          columns={[
            {
              key: 'student',
              header: t`Student`,
              cell: (a) => (
                <Link to={paths.agency.student(a.student.id)}>
                  <bdi>{applicantName(a.student)}</bdi>
                </Link>
              ),
            },
            {
              key: 'university',
              header: t`University`,
              cell: (a) => (
                <>
                  <bdi>{a.university.name}</bdi>
                  <div className={shared.muted}>{format.country(a.university.country)}</div>
                </>
              ),
            },
            {
              key: 'programme',
              header: t`Programme`,
              cell: (a) => (
                <>
                  <Link to={paths.agency.application(a.id)}>
                    <bdi>{a.programName}</bdi>
                  </Link>
                  {a.intakeStartDate && (
                    <div className={shared.muted}>
                      <IntakeStart date={a.intakeStartDate} />
                    </div>
                  )}
                </>
              ),
            },
            { key: 'status', header: t`Status`, cell: (a) => <StatusBadge status={a.status} /> },
            { key: 'created', header: t`Created`, nowrap: true, cell: (a) => format.date(a.createdAt) },
            {
              key: 'actions',
              header: <span className={visuallyHidden}>{t`Actions`}</span>,
              cell: (a) => {
                const actions: MenuAction[] = [{ label: t`View Details`, to: paths.agency.application(a.id) }];
                if (a.status === 'DRAFT')
                  actions.push({ label: t`Edit Application`, to: paths.agency.editApplication(a.id) });
                if (withdrawable(a))
                  actions.push({ label: t`Withdraw`, danger: true, onSelect: () => withdrawal.askToWithdraw(a) });
                return <ActionMenu label={t`Actions for ${a.programName}`} actions={actions} />;
              },
            },
          ]}
        />
      )}
      {withdrawal.dialog}
    </div>
  );
}
