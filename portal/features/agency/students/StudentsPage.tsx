import { Trans, useLingui } from '@lingui/react/macro';
import * as students from '#sdk/resources/agency-students';
import { PAGE_SIZES } from '#sdk/schemas/constants';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { EDUCATION_LEVEL_LABELS, labelOf } from '#portal/lib/labels.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { paths } from '#portal/paths.ts';
import { ActionMenu } from '#portal/ui/ActionMenu/ActionMenu.tsx';
import { Avatar } from '#portal/ui/Avatar/Avatar.tsx';
import { Button, ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Pagination } from '#portal/ui/Pagination/Pagination.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { StatCard } from '#portal/ui/StatCard/StatCard.tsx';
import { Table } from '#portal/ui/Table/Table.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import { visuallyHidden } from '#portal/ui/theme.css.ts';
import * as shared from '#portal/features/agency/agency.css.ts';
import { CsvExportButton } from '#portal/features/agency/CsvExportButton.tsx';
import { PlanUsage } from '#portal/features/agency/PlanUsage.tsx';
import { StudentActiveBadge } from './StudentActiveBadge.tsx';
import { StudentImport } from './StudentImportDialog.tsx';
import { useStudentActivation } from './StudentActivation.tsx';
import { studentName } from './student-name.ts';

interface Filter {
  search: string;
  status: '' | 'active' | 'inactive';
  page: number;
}

/** /students (spec part 2, 2): the agency's students, searched on the server, with figures over all of them. */
export default function StudentsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Students`);
  const format = useFormat();
  const { error: errorMessage } = useErrorText();
  const [filter, setFilter] = useState<Filter>({ search: '', status: '', page: 1 });
  const [draft, setDraft] = useState('');
  const list = useLoad(
    () =>
      students.list(api, {
        search: filter.search || undefined,
        status: filter.status || undefined,
        page: filter.page,
        limit: PAGE_SIZES.lists,
      }),
    JSON.stringify(filter),
  );
  const activation = useStudentActivation(list.retry);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter((current) => ({ ...current, search: draft.trim(), page: 1 }));
  };

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
              fetchCsv={() =>
                students.exportCsv(api, { search: filter.search || undefined, status: filter.status || undefined })
              }
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

      {/* biome-ignore lint/a11y/useSemanticElements: a form with role search is the search landmark; a <search> wrapper would change the layout */}
      <form className={shared.toolbar} onSubmit={search} role="search">
        <TextField
          label={t`Search`}
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t`Name, email or nationality`}
        />
        <Select
          label={t`Status`}
          placeholder={t`All statuses`}
          value={filter.status}
          onChange={(e) => setFilter((c) => ({ ...c, status: e.target.value as Filter['status'], page: 1 }))}
          options={[
            { value: 'active', label: t`Active` },
            { value: 'inactive', label: t`Inactive` },
          ]}
        />
        <div>
          <Button type="submit" variant="secondary">
            <Trans>Search</Trans>
          </Button>
        </div>
      </form>

      {list.status === 'loading' ? (
        <Skeleton lines={5} height="3rem" label={t`Loading students…`} />
      ) : list.status === 'failed' ? (
        <ErrorState title={t`Error loading students`} message={errorMessage(list.error)} onRetry={list.retry} />
      ) : list.data.students.length === 0 ? (
        <EmptyState
          icon="user"
          title={filter.search || filter.status ? t`No students match these filters` : t`No students yet`}
          description={t`Add your first student to start their applications.`}
          action={
            <ButtonLink to={paths.agency.newStudent}>
              <Trans>Add Student</Trans>
            </ButtonLink>
          }
        />
      ) : (
        <>
          <Table
            caption={t`Students`}
            hideCaption
            rows={list.data.students}
            rowKey={(s) => s.id}
            columns={[
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
          <Pagination
            page={filter.page}
            pages={list.data.pagination.pages}
            onChange={(page) => setFilter((current) => ({ ...current, page }))}
          />
        </>
      )}
      {activation.dialog}
    </div>
  );
}
