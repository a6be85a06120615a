import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as adminOtherNames from '#sdk/resources/admin-other-names';
import { PAGE_SIZES } from '#sdk/schemas/constants';
import { OTHER_NAME_KINDS, type OtherName } from '#sdk/schemas/other-names';
import { api } from '#portal/lib/api.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useConfirmedDelete } from '#portal/lib/use-confirmed-delete.ts';
import { useListFilters } from '#portal/lib/use-list-filters.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ConfirmDialog } from '#portal/ui/ConfirmDialog/ConfirmDialog.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { ListResults } from '#portal/ui/ListResults/ListResults.tsx';
import { ListToolbar } from '#portal/ui/ListToolbar/ListToolbar.tsx';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';
import type { Column } from '#portal/ui/Table/Table.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';
import { OTHER_NAME_KIND_NAMES, otherNamesPage } from './other-name-kinds.ts';
import { OtherNameFormDialog } from './OtherNameFormDialog.tsx';

const NO_FILTERS = { search: '', kind: '' };

/**
 * /admin/other-names: the nicknames, short names, local names and synonyms the catalogue search
 * knows for universities, cities and countries; add, edit and delete them.
 */
export default function AdminOtherNamesPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Other names`);
  const list = useListFilters(NO_FILTERS);
  const { filters, page, setPage, filtered } = list;
  const [form, setForm] = useState<{ otherName: OtherName | null } | null>(null);
  const data = useLoad(() => adminOtherNames.list(api), 'other-names');
  const shown =
    data.status === 'ready'
      ? { ...data, data: otherNamesPage(data.data.otherNames, filters, page, PAGE_SIZES.lists) }
      : data;

  const deletion = useConfirmedDelete<OtherName>({
    remove: (row) => adminOtherNames.remove(api, row.id),
    deleted: t`Other names deleted successfully`,
    failed: t`Failed to delete other names`,
    onDeleted: data.retry,
  });

  const columns: Column<OtherName>[] = [
    {
      key: 'kind',
      header: t`Kind`,
      cell: (row) => <Badge tone="brand">{i18n._(OTHER_NAME_KIND_NAMES[row.kind])}</Badge>,
    },
    { key: 'name', header: t`Name`, cell: (row) => <strong dir="auto">{row.name}</strong> },
    { key: 'otherNames', header: t`Other names`, cell: (row) => <span dir="auto">{row.otherNames}</span> },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (row) => {
        const name = row.name;
        return (
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setForm({ otherName: row })}
              aria-label={t`Edit ${name}`}
            >
              <Trans>Edit</Trans>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => deletion.ask(row)} aria-label={t`Delete ${name}`}>
              <Trans>Delete</Trans>
            </Button>
          </div>
        );
      },
    },
  ];

  const deletingName = deletion.target?.name ?? '';
  return (
    <div className={styles.page}>
      <PageHeader
        title={<Trans>Other names</Trans>}
        lead={
          <Trans>
            Nicknames, short names, local names and synonyms the catalogue search knows for universities, cities and
            countries.
          </Trans>
        }
        action={
          <Button onClick={() => setForm({ otherName: null })}>
            <Trans>Add other names</Trans>
          </Button>
        }
      />
      <Card>
        <ListToolbar
          list={list}
          search={{ label: t`Search other names` }}
          filters={[
            {
              key: 'kind',
              label: t`Kind`,
              placeholder: t`All kinds`,
              options: OTHER_NAME_KINDS.map((kind) => ({ value: kind, label: i18n._(OTHER_NAME_KIND_NAMES[kind]) })),
            },
          ]}
        />
        <ListResults
          load={{ ...shown, retry: data.retry }}
          rows={(answer) => answer.otherNames}
          loadingLabel={t`Loading other names…`}
          errorTitle={(message) => t`Error loading other names: ${message}`}
          caption={t`Other names`}
          columns={columns}
          rowKey={(row) => row.id}
          empty={
            filtered ? (
              <EmptyState icon="search" title={t`No other names match your filters`} />
            ) : (
              <EmptyState title={t`No other names yet`} />
            )
          }
          page={page}
          onPage={setPage}
        />
      </Card>

      {form && <OtherNameFormDialog otherName={form.otherName} onClose={() => setForm(null)} onSaved={data.retry} />}
      <ConfirmDialog {...deletion.dialog} title={t`Delete other names?`} confirmLabel={t`Delete`} danger>
        <p>
          <Trans>
            The search will no longer find <bdi>{deletingName}</bdi> by these other names.
          </Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
