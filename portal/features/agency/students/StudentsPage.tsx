import { Trans, useLingui } from '@lingui/react/macro';
import * as students from '#sdk/resources/agency-students';
import { PAGE_SIZES } from '#sdk/schemas/constants';
import { Link } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { useListFilters } from '#portal/lib/use-list-filters.ts';
import { officeQuery, useOfficeFilter } from '#portal/features/agency/team/office-filter.ts';
import { useActiveFilter } from '#portal/ui/ListToolbar/active-filter.ts';
import { ListToolbar } from '#portal/ui/ListToolbar/ListToolbar.tsx';
import { ListResults } from '#portal/ui/ListResults/ListResults.tsx';
import { useFormat } from '#portal/lib/format.ts';
import { EDUCATION_LEVEL_LABELS, labelOf } from '#portal/lib/labels.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { paths } from '#portal/paths.ts';
import { ActionMenu } from '#portal/ui/ActionMenu/ActionMenu.tsx';
import { Avatar } from '#portal/ui/Avatar/Avatar.tsx';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { StatCard } from '#portal/ui/StatCard/StatCard.tsx';
import { visuallyHidden } from '#portal/ui/theme.css.ts';
import * as shared from '#portal/features/agency/agency.css.ts';
import { CsvExportButton } from '#portal/lib/CsvExportButton.tsx';
import { PlanUsage } from '#portal/features/agency/PlanUsage.tsx';
import { selectionColumn } from '#portal/ui/BulkBar/selection-column.tsx';
import { useSelection } from '#portal/lib/use-selection.ts';
import { BulkAssignBar } from '#portal/features/agency/team/BulkAssignBar.tsx';
import { useMemberLabel, useTeam } from '#portal/features/agency/team/use-team.ts';
import { StudentActiveBadge } from './StudentActiveBadge.tsx';
import { StudentImport } from './StudentImportDialog.tsx';
import { useStudentActivation } from './StudentActivation.tsx';
import { studentName } from './student-name.ts';

const NO_FILTERS = { search: '', status: '', office: '' };

/** /students (spec part 2, 2): the agency's students, searched on the server, with figures over all of them. */
export default function StudentsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Students`);
  const format = useFormat();
  const filterList = useListFilters(NO_FILTERS);
  const { filters: filter, page } = filterList;
  const activeFilter = useActiveFilter();
  const officeFilters = useOfficeFilter();
  const status = (filter.status || undefined) as 'active' | 'inactive' | undefined;
  const list = useLoad(
    () =>
      students.list(api, {
        search: filter.search || undefined,
        status,
        office: officeQuery(filter.office),
        page,
        limit: PAGE_SIZES.lists,
      }),
    JSON.stringify({ filter, page }),
  );
  const activation = useStudentActivation(list.retry);
  const team = useTeam();
  const selection = useSelection();
  const assigning = team.status === 'ready' && team.data.me.role !== 'COUNSELLOR' ? team.data : null;
  const memberLabel = useMemberLabel();
  const assignee = (memberId: number | null) => {
    const member = team.status === 'ready' ? team.data.members.find((m) => m.id === memberId) : undefined;
    return member ? memberLabel(member, team.status === 'ready' ? team.data.me.id : undefined) : '—';
  };
  const rows = list.status === 'ready' ? list.data.students : [];

  return (
    <div className={shared.page}>
      <header className={shared.header}>
        <div className={shared.titleRow}>
          <h1 className={shared.title}>
            <Trans>Students</Trans>
          </h1>
          <div className={shared.actions}>
            <CsvExportButton
              fileName="students.csv"
              fetchCsv={(lang) => students.exportCsv(api, { search: filter.search || undefined, status, lang })}
            />
            <StudentImport onImported={list.retry} />
            <ButtonLink to={paths.agency.newStudent}>
              <Trans>Add Student</Trans>
            </ButtonLink>
          </div>
        </div>
        <p className={shared.lead}>
          <Trans>Every student your agency manages, active and inactive.</Trans>
        </p>
      </header>

      {list.status === 'ready' && (
        <>
          <div className={shared.stats}>
            <StatCard label={t`Total Students`} value={format.number(list.data.stats.total)} />
            <StatCard label={t`Active`} value={format.number(list.data.stats.active)} />
            <StatCard label={t`Countries`} value={format.number(list.data.stats.countries)} />
            <StatCard label={t`Added This Month`} value={format.number(list.data.stats.addedThisMonth)} />
          </div>
          <Card title={t`Plan usage`} headingLevel={2}>
            <PlanUsage plan={list.data.plan} />
          </Card>
        </>
      )}

      <ListToolbar
        list={filterList}
        mode="submit"
        search={{ label: t`Search`, placeholder: t`Name, email or nationality` }}
        filters={[activeFilter, ...officeFilters]}
      />

      <ListResults
        load={list}
        rows={(answer) => answer.students}
        loadingLabel={t`Loading students…`}
        errorTitle={t`Error loading students`}
        empty={
          <EmptyState
            icon="user"
            title={filterList.filtered ? t`No students match these filters` : t`No students yet`}
            description={t`Add your first student to start their applications.`}
            action={
              <ButtonLink to={paths.agency.newStudent}>
                <Trans>Add Student</Trans>
              </ButtonLink>
            }
          />
        }
        page={page}
        onPage={filterList.setPage}
        caption={t`Students`}
        rowKey={(s) => s.id}
        bulk={assigning && <BulkAssignBar team={assigning} selection={selection} onDone={list.retry} />}
        columns={[
          ...(assigning
            ? [
                selectionColumn(selection, rows, {
                  all: t`Select all students on this page`,
                  row: (s) => {
                    const name = studentName(s);
                    return t`Select ${name}`;
                  },
                }),
              ]
            : []),
          {
            key: 'student',
            header: t`Student`,
            cell: (s) => (
              <div className={shared.person}>
                <Avatar name={studentName(s)} size="sm" />
                <div>
                  <Link to={paths.agency.student(s.id)}>
                    <bdi>{studentName(s)}</bdi>
                  </Link>
                  <div className={shared.muted} dir="ltr">
                    {s.email}
                  </div>
                </div>
              </div>
            ),
          },
          {
            key: 'nationality',
            header: t`Nationality`,
            cell: (s) => (s.nationality ? format.country(s.nationality) : '—'),
          },
          {
            key: 'education',
            header: t`Education`,
            cell: (s) => labelOf(i18n, EDUCATION_LEVEL_LABELS, s.currentEducationLevel) ?? '—',
          },
          {
            key: 'applications',
            header: t`Applications`,
            nowrap: true,
            cell: (s) => format.number(s._count.applications),
          },
          { key: 'assignee', header: t`Assigned to`, cell: (s) => <bdi>{assignee(s.assignedMemberId)}</bdi> },
          { key: 'status', header: t`Status`, cell: (s) => <StudentActiveBadge active={s.isActive} /> },
          { key: 'added', header: t`Added`, nowrap: true, cell: (s) => format.date(s.createdAt) },
          {
            key: 'actions',
            header: <span className={visuallyHidden}>{t`Actions`}</span>,
            cell: (s) => (
              <ActionMenu
                label={t`Actions for ${studentName(s)}`}
                actions={[
                  { label: t`View Details`, to: paths.agency.student(s.id) },
                  { label: t`Edit Profile`, to: paths.agency.editStudent(s.id) },
                  s.isActive
                    ? { label: t`Deactivate`, danger: true, onSelect: () => activation.askToDeactivate(s) }
                    : { label: t`Reactivate`, onSelect: () => activation.reactivate(s) },
                ]}
              />
            ),
          },
        ]}
      />
      {activation.dialog}
    </div>
  );
}
