import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as adminAgencies from '#sdk/resources/admin-agencies';
import type { Agency } from '#sdk/schemas/agency';
import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '#sdk/schemas/enums';
import { api } from '#portal/lib/api.ts';
import { europeanCountryOptions } from '#portal/lib/country-options.ts';
import { useFormat } from '#portal/lib/format.ts';
import { SUBSCRIPTION_TIER_NAMES } from '#portal/lib/labels.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useConfirmedDelete } from '#portal/lib/use-confirmed-delete.ts';
import { useListFilters } from '#portal/lib/use-list-filters.ts';
import { useDebounced } from '#portal/lib/use-debounced.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ConfirmDialog } from '#portal/ui/ConfirmDialog/ConfirmDialog.tsx';
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
import { AgencyFormDialog } from './AgencyFormDialog.tsx';
import { PlaceName } from '#portal/lib/place-name.tsx';

const NO_FILTERS = { search: '', country: '', subscriptionTier: '', status: '' };

/** The agencies (spec part 2, 2): figures over all agencies, filters, bulk actions, add and edit. */
export default function AdminAgenciesPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Agencies`);
  const format = useFormat();
  const list = useListFilters(NO_FILTERS);
  const { filters, page, setPage, filtered } = list;
  const [form, setForm] = useState<{ agency: Agency | null } | null>(null);
  const selection = useSelection();
  const activeFilter = useActiveFilter();
  const activationActions = useActivationActions();
  const search = useDebounced(filters.search.trim());
  const query = {
    page,
    search: search || undefined,
    country: filters.country || undefined,
    subscriptionTier: (filters.subscriptionTier || undefined) as SubscriptionTier | undefined,
    status: (filters.status || undefined) as 'active' | 'inactive' | undefined,
  };
  const data = useLoad(() => adminAgencies.list(api, query), JSON.stringify(query));

  const deletion = useConfirmedDelete<Agency>({
    remove: (agency) => adminAgencies.remove(api, agency.id),
    deleted: t`Agency deleted successfully`,
    failed: t`Failed to delete agency`,
    onDeleted: data.retry,
  });

  const rows = data.status === 'ready' ? data.data.agencies : [];
  const dollars = (n: number) => format.number(n, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const columns: Column<Agency>[] = [
    selectionColumn(selection, rows, {
      all: t`Select all agencies on this page`,
      row: ({ name }) => t`Select ${name}`,
    }),
    {
      key: 'agency',
      header: t`Agency`,
      cell: (a) => (
        <div className={styles.stack}>
          <strong dir="auto">{a.name}</strong>
          <span className={styles.muted} dir="ltr">
            {a.user.email}
          </span>
          <span className={styles.muted}>
            <Trans>ID {a.id}</Trans>
          </span>
        </div>
      ),
    },
    {
      key: 'location',
      header: t`Location`,
      cell: (a) => (
        <div className={styles.stack}>
          <span>{a.city ? <PlaceName city={a.city} country={a.country} /> : format.country(a.country)}</span>
          {a.website && (
            <a href={a.website} target="_blank" rel="noreferrer" dir="ltr" className={styles.muted}>
              {a.website.replace(/^https?:\/\//, '')}
            </a>
          )}
        </div>
      ),
    },
    {
      key: 'subscription',
      header: t`Subscription`,
      cell: (a) => {
        const since = format.date(a.createdAt);
        return (
          <div className={styles.stack}>
            <div className={styles.chips}>
              <Badge tone="brand">{i18n._(SUBSCRIPTION_TIER_NAMES[a.subscriptionTier])}</Badge>
              {!a.subscriptionActive && <Badge tone="danger">{t`Inactive`}</Badge>}
            </div>
            <span className={styles.muted}>
              <Trans>Since {since}</Trans>
            </span>
          </div>
        );
      },
    },
    {
      key: 'performance',
      header: t`Performance`,
      cell: (a) => {
        const revenue = dollars(a.totalRevenueGenerated);
        return (
          <div className={styles.stack}>
            <span>
              <Plural value={a._count.students} one="# student" other="# students" />
            </span>
            <span>
              <Plural value={a._count.applications} one="# application" other="# applications" />
            </span>
            {a.totalRevenueGenerated > 0 && (
              <span className={styles.muted}>
                <Trans>
                  Revenue <bdi>{revenue}</bdi>
                </Trans>
              </span>
            )}
          </div>
        );
      },
    },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (a) => {
        const name = a.name;
        const inUse = a._count.students > 0 || a._count.applications > 0;
        return (
          <div className={styles.stack}>
            <div className={styles.actions}>
              <Button variant="secondary" size="sm" onClick={() => setForm({ agency: a })} aria-label={t`Edit ${name}`}>
                <Trans>Edit</Trans>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={inUse}
                onClick={() => deletion.ask(a)}
                aria-label={t`Delete ${name}`}
              >
                <Trans>Delete</Trans>
              </Button>
            </div>
            {inUse && (
              <p className={styles.warning}>
                <Trans>Has students or applications: cannot be deleted</Trans>
              </p>
            )}
          </div>
        );
      },
    },
  ];

  const stats = data.status === 'ready' ? data.data.stats : undefined;
  const figure = (n: number | undefined) => (n === undefined ? '–' : format.number(n));
  const deletingName = deletion.target?.name ?? '';
  return (
    <div className={styles.page}>
      <PageHeader
        title={<Trans>Agencies</Trans>}
        lead={<Trans>Manage the education agencies and their subscriptions.</Trans>}
        action={
          <Button onClick={() => setForm({ agency: null })}>
            <Trans>Add Agency</Trans>
          </Button>
        }
      />
      <div className={styles.stats}>
        <StatCard label={t`Total Agencies`} value={figure(stats?.total)} />
        <StatCard label={t`Active Subscriptions`} value={figure(stats?.activeSubscriptions)} />
        <StatCard label={t`Professional+`} value={figure(stats?.professionalPlus)} />
        <StatCard label={t`Countries`} value={figure(stats?.countries)} />
      </div>
      <Card>
        <ListToolbar
          list={list}
          search={{ label: t`Search agencies` }}
          filters={[
            {
              key: 'country',
              label: t`Country`,
              placeholder: t`All countries`,
              options: europeanCountryOptions(format, i18n.locale),
            },
            {
              key: 'subscriptionTier',
              label: t`Subscription tier`,
              placeholder: t`All tiers`,
              options: SUBSCRIPTION_TIERS.map((tier) => ({
                value: tier,
                label: i18n._(SUBSCRIPTION_TIER_NAMES[tier]),
              })),
            },
            activeFilter,
          ]}
        />
        <ListResults
          load={data}
          rows={(answer) => answer.agencies}
          loadingLabel={t`Loading agencies…`}
          errorTitle={(message) => t`Error loading agencies: ${message}`}
          bulk={
            <BulkBar
              selection={selection}
              actions={[
                ...activationActions,
                {
                  action: 'delete',
                  label: t`Delete`,
                  name: t`delete`,
                  confirm: t`The selected agencies and their accounts will be deleted. This cannot be undone.`,
                },
              ]}
              run={(action, agencyIds) => adminAgencies.bulkAction(api, { action, agencyIds })}
              onDone={data.retry}
            />
          }
          caption={t`Agencies`}
          columns={columns}
          rowKey={(a) => a.id}
          empty={
            filtered ? (
              <EmptyState icon="search" title={t`No agencies match your filters`} />
            ) : (
              <EmptyState title={t`No agencies yet`} />
            )
          }
          page={page}
          onPage={setPage}
        />
      </Card>

      {form && <AgencyFormDialog agency={form.agency} onClose={() => setForm(null)} onSaved={data.retry} />}
      <ConfirmDialog {...deletion.dialog} title={t`Delete agency?`} confirmLabel={t`Delete`} danger>
        <p>
          <Trans>
            <bdi>{deletingName}</bdi> and its sign-in account will be deleted. This cannot be undone.
          </Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
