import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as adminStudents from '#sdk/resources/admin-students';
import * as personalData from '#sdk/resources/personal-data';
import type { AdminStudent } from '#sdk/schemas/admin';
import { ADMIN_EDUCATION_FILTERS, COUNTRIES } from '#sdk/schemas/constants';
import { api } from '#portal/lib/api.ts';
import { countryOptions } from '#portal/lib/country-options.ts';
import { useFormat } from '#portal/lib/format.ts';
import { EDUCATION_LEVEL_LABELS, labelOf } from '#portal/lib/labels.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useConfirmedDelete } from '#portal/lib/use-confirmed-delete.ts';
import { useListFilters } from '#portal/lib/use-list-filters.ts';
import { useDebounced } from '#portal/lib/use-debounced.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Badge, type BadgeTone } from '#portal/ui/Badge/Badge.tsx';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ConfirmDialog } from '#portal/ui/ConfirmDialog/ConfirmDialog.tsx';
import { useDataExport } from '#portal/lib/personal-data/use-data-export.tsx';
import { useErasure } from '#portal/lib/personal-data/use-erasure.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';
import { StatCard } from '#portal/ui/StatCard/StatCard.tsx';
import type { Column } from '#portal/ui/Table/Table.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';
import { useActivationActions } from '#portal/features/admin/activation-actions.ts';
import { BulkBar } from '#portal/ui/BulkBar/BulkBar.tsx';
import { selectionColumn } from '#portal/ui/BulkBar/selection-column.tsx';
import { useSelection } from '#portal/lib/use-selection.ts';
import { useActiveFilter } from '#portal/ui/ListToolbar/active-filter.ts';
import { ListToolbar } from '#portal/ui/ListToolbar/ListToolbar.tsx';
import { ListResults } from '#portal/ui/ListResults/ListResults.tsx';
import { type ProfileStatus, profileStatus } from './profile-status.ts';
import { StudentFormDialog } from './StudentFormDialog.tsx';

const NO_FILTERS = { search: '', nationality: '', educationLevel: '', status: '' };
const STATUS_TONES: Record<ProfileStatus, BadgeTone> = {
  complete: 'success',
  partial: 'warning',
  incomplete: 'danger',
};

const fullName = (s: AdminStudent) => [s.firstName, s.lastName].filter(Boolean).join(' ') || (s.email ?? '');

/** Every student, direct and agencies' (spec part 2, 2): figures, filters, bulk actions, add and edit. */
export default function AdminStudentsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Students`);
  const format = useFormat();
  const list = useListFilters(NO_FILTERS);
  const { filters, page, setPage, filtered } = list;
  const [form, setForm] = useState<{ student: AdminStudent | null } | null>(null);
  const selection = useSelection();
  const activeFilter = useActiveFilter();
  const activationActions = useActivationActions();
  const search = useDebounced(filters.search.trim());
  const query = {
    page,
    search: search || undefined,
    nationality: filters.nationality || undefined,
    educationLevel: (filters.educationLevel || undefined) as (typeof ADMIN_EDUCATION_FILTERS)[number] | undefined,
    status: (filters.status || undefined) as 'active' | 'inactive' | undefined,
  };
  const data = useLoad(() => adminStudents.list(api, query), JSON.stringify(query));

  const exporting = useDataExport((id: number) => personalData.exportStudentDataAsAdmin(api, id));
  const erasing = useErasure(
    (target: { id: number; name: string }) => personalData.eraseStudentAsAdmin(api, target.id),
    () => data.retry(),
  );
  const deletion = useConfirmedDelete<AdminStudent>({
    remove: (student) => adminStudents.remove(api, student.id),
    deleted: t`Student deleted successfully`,
    failed: t`Failed to delete student`,
    onDeleted: data.retry,
  });

  const statusText: Record<ProfileStatus, string> = {
    complete: t`Complete`,
    partial: t`Partial`,
    incomplete: t`Incomplete`,
  };
  const levelText: Record<(typeof ADMIN_EDUCATION_FILTERS)[number], string> = {
    'High School': t`High School`,
    "Bachelor's": t`Bachelor's`,
    "Master's": t`Master's`,
    PhD: t`PhD`,
  };

  const rows = data.status === 'ready' ? data.data.students : [];
  const columns: Column<AdminStudent>[] = [
    selectionColumn(selection, rows, {
      all: t`Select all students on this page`,
      row: (s) => {
        const name = fullName(s);
        return t`Select ${name}`;
      },
    }),
    {
      key: 'student',
      header: t`Student`,
      cell: (s) => (
        <div className={styles.stack}>
          <strong dir="auto">{fullName(s)}</strong>
          <span className={styles.muted} dir="ltr">
            {s.user?.email ?? s.email}
          </span>
          {!s.isActive && <Badge tone="danger">{t`Inactive`}</Badge>}
        </div>
      ),
    },
    {
      key: 'background',
      header: t`Background`,
      cell: (s) => {
        const ielts = s.ieltsScore === null ? null : format.number(s.ieltsScore);
        const toefl = s.toeflScore === null ? null : format.number(s.toeflScore);
        return (
          <div className={styles.stack}>
            <span>{s.nationality ? format.country(s.nationality) : '–'}</span>
            {s.currentEducationLevel && (
              <span className={styles.muted}>{labelOf(i18n, EDUCATION_LEVEL_LABELS, s.currentEducationLevel)}</span>
            )}
            {s.institutionName && (
              <span className={styles.muted}>
                <bdi>{s.institutionName}</bdi>
              </span>
            )}
            {ielts && (
              <span className={styles.muted}>
                <Trans>IELTS {ielts}</Trans>
              </span>
            )}
            {toefl && (
              <span className={styles.muted}>
                <Trans>TOEFL {toefl}</Trans>
              </span>
            )}
          </div>
        );
      },
    },
    {
      key: 'profile',
      header: t`Profile Status`,
      cell: (s) => {
        const status = profileStatus(s);
        return (
          <div className={styles.stack}>
            <Badge tone={STATUS_TONES[status]}>{statusText[status]}</Badge>
            <span className={styles.muted}>{format.percent(s.profileCompletionScore)}</span>
          </div>
        );
      },
    },
    {
      key: 'activity',
      header: t`Activity`,
      cell: (s) => {
        const lastLogin = s.user?.lastLogin ? format.date(s.user.lastLogin) : null;
        return (
          <div className={styles.stack}>
            <span>
              <Plural value={s._count.applications} one="# application" other="# applications" />
            </span>
            <span>
              <Plural value={s._count.documents} one="# document" other="# documents" />
            </span>
            <span className={styles.muted}>
              {lastLogin ? <Trans>Last login {lastLogin}</Trans> : <Trans>Last login: Never</Trans>}
            </span>
          </div>
        );
      },
    },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (s) => {
        const name = fullName(s);
        return (
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" onClick={() => setForm({ student: s })} aria-label={t`Edit ${name}`}>
              <Trans>Edit</Trans>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => exporting.ask(s.id)}
              aria-label={t`Export the data of ${name}`}
            >
              <Trans>Export data</Trans>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => erasing.ask({ id: s.id, name })}
              aria-label={t`Erase the data of ${name}`}
            >
              <Trans>Erase</Trans>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => deletion.ask(s)} aria-label={t`Delete ${name}`}>
              <Trans>Delete</Trans>
            </Button>
          </div>
        );
      },
    },
  ];

  const stats = data.status === 'ready' ? data.data.stats : undefined;
  const figure = (n: number | undefined) => (n === undefined ? '–' : format.number(n));
  const deletingName = deletion.target ? fullName(deletion.target) : '';
  return (
    <div className={styles.page}>
      <PageHeader
        title={<Trans>Students</Trans>}
        lead={<Trans>Manage direct students and the students of agencies.</Trans>}
        action={
          <Button onClick={() => setForm({ student: null })}>
            <Trans>Add Student</Trans>
          </Button>
        }
      />
      <div className={styles.stats}>
        <StatCard label={t`Total Students`} value={figure(stats?.total)} />
        <StatCard label={t`Active`} value={figure(stats?.active)} />
        <StatCard label={t`Complete Profiles`} value={figure(stats?.complete)} />
        <StatCard label={t`Nationalities`} value={figure(stats?.nationalities)} />
      </div>
      <Card>
        <ListToolbar
          list={list}
          search={{ label: t`Search students` }}
          filters={[
            {
              key: 'nationality',
              label: t`Nationality`,
              placeholder: t`All nationalities`,
              options: countryOptions(COUNTRIES, format, i18n.locale),
            },
            {
              key: 'educationLevel',
              label: t`Education level`,
              placeholder: t`All levels`,
              options: ADMIN_EDUCATION_FILTERS.map((level) => ({ value: level, label: levelText[level] })),
            },
            activeFilter,
          ]}
        />
        <ListResults
          load={data}
          rows={(answer) => answer.students}
          loadingLabel={t`Loading students…`}
          errorTitle={(message) => t`Error loading students: ${message}`}
          bulk={
            <BulkBar
              selection={selection}
              actions={[
                ...activationActions,
                {
                  action: 'delete',
                  label: t`Delete`,
                  name: t`delete`,
                  confirm: t`The selected students will be deleted with their applications and documents. This cannot be undone.`,
                },
              ]}
              run={(action, studentIds) => adminStudents.bulkAction(api, { action, studentIds })}
              onDone={data.retry}
            />
          }
          caption={t`Students`}
          columns={columns}
          rowKey={(s) => s.id}
          empty={
            filtered ? (
              <EmptyState icon="search" title={t`No students match your filters`} />
            ) : (
              <EmptyState title={t`No students yet`} />
            )
          }
          page={page}
          onPage={setPage}
        />
      </Card>

      {form && <StudentFormDialog student={form.student} onClose={() => setForm(null)} onSaved={data.retry} />}
      {exporting.dialog}
      {erasing.dialog}
      <ConfirmDialog {...deletion.dialog} title={t`Delete student?`} confirmLabel={t`Delete`} danger>
        <p>
          <Trans>
            <bdi>{deletingName}</bdi> will be deleted. Their applications and documents will also be deleted. This
            cannot be undone.
          </Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
