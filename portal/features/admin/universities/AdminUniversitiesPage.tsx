import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import * as adminUniversities from '#sdk/resources/admin-universities';
import * as catalogue from '#sdk/resources/universities';
import type { AdminUniversity } from '#sdk/schemas/admin';
import { api } from '#portal/lib/api.ts';
import { countryOptions } from '#portal/lib/country-options.ts';
import { useFormat } from '#portal/lib/format.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useConfirmedDelete } from '#portal/lib/use-confirmed-delete.ts';
import { useDebounced } from '#portal/lib/use-debounced.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { paths } from '#portal/paths.ts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ConfirmDialog } from '#portal/ui/ConfirmDialog/ConfirmDialog.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';
import type { Column } from '#portal/ui/Table/Table.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';
import { BulkBar } from '#portal/ui/BulkBar/BulkBar.tsx';
import { selectionColumn } from '#portal/ui/BulkBar/selection-column.tsx';
import { useSelection } from '#portal/lib/use-selection.ts';
import { useListFilters } from '#portal/lib/use-list-filters.ts';
import { ListToolbar } from '#portal/ui/ListToolbar/ListToolbar.tsx';
import { ListResults } from '#portal/ui/ListResults/ListResults.tsx';
import { UniversityFormDialog } from './UniversityFormDialog.tsx';
import { PlaceName } from '#portal/lib/place-name.tsx';

/** Spec part 2, 2: specialties show as at most 5 chips. */
const SHOWN_SPECIALTIES = 5;

const NO_FILTERS = { search: '', country: '', featured: '' };

/**
 * The catalogue as admins manage it (spec part 2, 2): filters, page size 10, bulk feature,
 * unfeature and delete, the add and edit dialogs; /admin/universities/new opens the add dialog.
 */
export default function AdminUniversitiesPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Universities`);
  const format = useFormat();
  const navigate = useNavigate();
  const adding = useLocation().pathname === paths.admin.newUniversity;
  const list = useListFilters(NO_FILTERS);
  const { filters, page, setPage } = list;
  const [editing, setEditing] = useState<AdminUniversity | null>(null);
  const selection = useSelection();
  const query = {
    page,
    search: useDebounced(filters.search.trim()) || undefined,
    country: filters.country || undefined,
    featured: filters.featured ? filters.featured === 'true' : undefined,
  };
  const data = useLoad(() => adminUniversities.list(api, query), JSON.stringify(query));
  const countries = useLoad(() => catalogue.countries(api), 'countries');

  const deletion = useConfirmedDelete<AdminUniversity>({
    remove: (university) => adminUniversities.remove(api, university.id),
    deleted: t`University deleted successfully`,
    failed: t`Failed to delete university`,
    onDeleted: data.retry,
  });

  const rows = data.status === 'ready' ? data.data.universities : [];
  const columns: Column<AdminUniversity>[] = [
    selectionColumn(selection, rows, {
      all: t`Select all universities on this page`,
      row: ({ name }) => t`Select ${name}`,
    }),
    {
      key: 'university',
      header: t`University`,
      cell: (u) => (
        <div className={styles.nameCell}>
          {u.imageUrl ? <img className={styles.thumbnail} src={u.imageUrl} alt="" /> : null}
          <div className={styles.stack}>
            <strong dir="auto">{u.name}</strong>
            <span className={styles.muted}>
              <PlaceName city={u.city} country={u.country} />
            </span>
          </div>
        </div>
      ),
    },
    {
      key: 'specialties',
      header: t`Specialties`,
      cell: (u) => (
        <div className={styles.chips}>
          {u.specialties.slice(0, SHOWN_SPECIALTIES).map((s) => (
            <Badge key={s}>
              <bdi>{s}</bdi>
            </Badge>
          ))}
          {u.specialties.length > SHOWN_SPECIALTIES && (
            <span className={styles.muted}>+{format.number(u.specialties.length - SHOWN_SPECIALTIES)}</span>
          )}
        </div>
      ),
    },
    { key: 'programs', header: t`Programs`, nowrap: true, cell: (u) => format.number(u.programCount) },
    {
      key: 'applications',
      header: t`Applications`,
      nowrap: true,
      cell: (u) => format.number(u._count.applications),
    },
    {
      key: 'featured',
      header: t`Featured`,
      cell: (u) => (u.featured ? <Badge tone="brand">{t`Featured`}</Badge> : <span className={styles.muted}>–</span>),
    },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (u) => {
        const name = u.name;
        const locked = u._count.applications > 0;
        return (
          <div className={styles.stack}>
            <div className={styles.actions}>
              <Button variant="secondary" size="sm" onClick={() => setEditing(u)} aria-label={t`Edit ${name}`}>
                <Trans>Edit</Trans>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={locked}
                onClick={() => deletion.ask(u)}
                aria-label={t`Delete ${name}`}
              >
                <Trans>Delete</Trans>
              </Button>
            </div>
            {locked && (
              <p className={styles.warning}>
                <Trans>Has applications: cannot be deleted</Trans>
              </p>
            )}
          </div>
        );
      },
    },
  ];

  const deletingName = deletion.target?.name ?? '';
  const closeForm = () => {
    setEditing(null);
    if (adding) navigate(paths.admin.universities, { replace: true });
  };
  return (
    <div className={styles.page}>
      <PageHeader
        title={<Trans>Universities</Trans>}
        lead={<Trans>Manage the university catalogue.</Trans>}
        action={
          <Button onClick={() => navigate(paths.admin.newUniversity)}>
            <Trans>Add University</Trans>
          </Button>
        }
      />
      <Card>
        <ListToolbar
          list={list}
          search={{ label: t`Search universities` }}
          filters={[
            {
              key: 'country',
              label: t`Country`,
              placeholder: t`All countries`,
              options: countryOptions(
                countries.status === 'ready' ? countries.data.countries.map((c) => c.name) : [],
                format,
                i18n.locale,
              ),
            },
            {
              key: 'featured',
              label: t`Featured`,
              placeholder: t`All universities`,
              options: [
                { value: 'true', label: t`Featured` },
                { value: 'false', label: t`Not featured` },
              ],
            },
          ]}
        />
        <ListResults
          load={data}
          rows={(answer) => answer.universities}
          loadingLabel={t`Loading universities…`}
          errorTitle={(message) => t`Error loading universities: ${message}`}
          bulk={
            <BulkBar
              selection={selection}
              actions={[
                { action: 'feature', label: t`Feature`, name: t`feature` },
                { action: 'unfeature', label: t`Unfeature`, name: t`unfeature` },
                {
                  action: 'delete',
                  label: t`Delete`,
                  name: t`delete`,
                  confirm: t`The selected universities and their programmes will be deleted. This cannot be undone.`,
                },
              ]}
              run={(action, universityIds) => adminUniversities.bulkAction(api, { action, universityIds })}
              onDone={data.retry}
            />
          }
          caption={t`Universities`}
          columns={columns}
          rowKey={(u) => u.id}
          empty={<EmptyState icon="search" title={t`No universities match your filters`} />}
          page={page}
          onPage={setPage}
        />
      </Card>

      {(adding || editing) && (
        <UniversityFormDialog university={adding ? null : editing} onClose={closeForm} onSaved={data.retry} />
      )}
      <ConfirmDialog {...deletion.dialog} title={t`Delete university?`} confirmLabel={t`Delete`} danger>
        <p>
          <Trans>
            <bdi>{deletingName}</bdi> and its programmes will be deleted. This cannot be undone.
          </Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
