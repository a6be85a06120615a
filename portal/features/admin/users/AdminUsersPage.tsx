import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as adminUsers from '#sdk/resources/admin-users';
import type { AdminUser } from '#sdk/schemas/admin';
import { USER_TYPES, type UserType } from '#sdk/schemas/enums';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useFormat } from '#portal/lib/format.ts';
import { USER_TYPE_LABELS } from '#portal/lib/labels.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useDebounced } from '#portal/lib/use-debounced.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';
import { Switch } from '#portal/ui/Switch/Switch.tsx';
import type { Column } from '#portal/ui/Table/Table.tsx';
import { visuallyHidden } from '#portal/ui/theme.css.ts';
import * as styles from '#portal/features/admin/admin.css.ts';
import { UserDetailsDialog } from './UserDetailsDialog.tsx';
import { useListFilters } from '#portal/lib/use-list-filters.ts';
import { ListToolbar } from '#portal/ui/ListToolbar/ListToolbar.tsx';
import { ListResults } from '#portal/ui/ListResults/ListResults.tsx';

const NO_FILTERS = { search: '', userType: '', isActive: '' };

/** Every account (spec part 2, 2): search, type and active filters, page size 10, details, the active switch. */
export default function AdminUsersPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Users`);
  const format = useFormat();
  const list = useListFilters(NO_FILTERS);
  const { filters, page, setPage } = list;
  const [viewing, setViewing] = useState<AdminUser | null>(null);
  const { pending: switching, run } = useAction<number>();
  const query = {
    page,
    search: useDebounced(filters.search.trim()) || undefined,
    userType: (filters.userType || undefined) as UserType | undefined,
    isActive: filters.isActive ? filters.isActive === 'true' : undefined,
  };
  const data = useLoad(() => adminUsers.list(api, query), JSON.stringify(query));

  const setActive = async (user: AdminUser, active: boolean) => {
    await run(() => (active ? adminUsers.activate(api, user.id) : adminUsers.deactivate(api, user.id)), {
      kind: user.id,
      done: t`User status updated successfully`,
      failed: t`Failed to update user status`,
      onDone: data.retry,
    });
  };

  const when = (iso: string | null) => (iso ? format.date(iso) : t`Never`);
  const columns: Column<AdminUser>[] = [
    {
      key: 'email',
      header: t`Email`,
      cell: (u) => (
        <div className={styles.stack}>
          <span dir="ltr">{u.email}</span>
          {(u.agency ?? u.university) && (
            <span className={styles.muted}>
              <bdi>{(u.agency ?? u.university)!.name}</bdi>
            </span>
          )}
        </div>
      ),
    },
    { key: 'type', header: t`Account type`, cell: (u) => i18n._(USER_TYPE_LABELS[u.userType]) },
    { key: 'lastLogin', header: t`Last login`, nowrap: true, cell: (u) => when(u.lastLogin) },
    { key: 'createdAt', header: t`Joined`, nowrap: true, cell: (u) => when(u.createdAt) },
    {
      key: 'active',
      header: t`Active`,
      cell: (u) => {
        const email = u.email;
        return (
          <Switch
            label={<span className={visuallyHidden}>{t`${email} can sign in`}</span>}
            checked={u.isActive}
            disabled={switching === u.id}
            onChange={(on) => setActive(u, on)}
          />
        );
      },
    },
    {
      key: 'details',
      header: t`Actions`,
      cell: (u) => {
        const email = u.email;
        return (
          <Button variant="secondary" size="sm" onClick={() => setViewing(u)} aria-label={t`Details of ${email}`}>
            <Trans>Details</Trans>
          </Button>
        );
      },
    },
  ];

  return (
    <div className={styles.page}>
      <PageHeader title={<Trans>Users</Trans>} lead={<Trans>Every account on the platform.</Trans>} />
      <Card>
        <ListToolbar
          list={list}
          search={{ label: t`Search users` }}
          filters={[
            {
              key: 'userType',
              label: t`Account type`,
              placeholder: t`All types`,
              options: USER_TYPES.map((type) => ({ value: type, label: i18n._(USER_TYPE_LABELS[type]) })),
            },
            {
              key: 'isActive',
              label: t`Status`,
              placeholder: t`All statuses`,
              options: [
                { value: 'true', label: t`Active` },
                { value: 'false', label: t`Inactive` },
              ],
            },
          ]}
        />
        <ListResults
          load={data}
          rows={(answer) => answer.users}
          loadingLabel={t`Loading users…`}
          errorTitle={(message) => t`Error loading users: ${message}`}
          caption={t`Users`}
          columns={columns}
          rowKey={(u) => u.id}
          empty={<EmptyState icon="search" title={t`No users match your filters`} />}
          page={page}
          onPage={setPage}
        />
      </Card>
      {viewing && <UserDetailsDialog user={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
