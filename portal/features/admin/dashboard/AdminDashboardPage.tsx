import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as adminAgencies from '#sdk/resources/admin-agencies';
import * as dashboard from '#sdk/resources/admin-dashboard';
import * as adminUsers from '#sdk/resources/admin-users';
import { APPLICATION_STATUSES, USER_TYPES } from '#sdk/schemas/enums';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { APPLICATION_STATUS_LABELS, USER_TYPE_LABELS } from '#portal/lib/labels.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { paths } from '#portal/paths.ts';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { StatCard } from '#portal/ui/StatCard/StatCard.tsx';
import { Tabs } from '#portal/ui/Tabs/Tabs.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';
import { AuditLog } from './AuditLog.tsx';

/** Spec part 2, 9: the dashboard's lists show 5, fetched with limit 5. */
const RECENT = 5;

/** The admin dashboard (spec part 2, 2): overview with real figures, users, content, system (the audit log). */
export default function AdminDashboardPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Admin Dashboard`);
  const format = useFormat();
  const { error: errorMessage } = useErrorText();
  const figures = useLoad(() => dashboard.retrieve(api), 'dashboard');
  const recent = useLoad(
    () => Promise.all([adminUsers.list(api, { limit: RECENT }), adminAgencies.list(api, { limit: RECENT })]),
    'recent',
  );

  let overview: ReactNode;
  if (figures.status === 'loading') overview = <Skeleton lines={4} height="4rem" label={t`Loading figures…`} />;
  else if (figures.status === 'failed')
    overview = (
      <ErrorState title={t`Error loading the figures`} message={errorMessage(figures.error)} onRetry={figures.retry} />
    );
  else {
    const d = figures.data.dashboard;
    overview = (
      <>
        <Card title={t`New this week`}>
          <div className={styles.stats}>
            <StatCard label={t`New users`} value={format.number(d.newThisWeek.users)} />
            <StatCard label={t`New students`} value={format.number(d.newThisWeek.students)} />
            <StatCard label={t`New applications`} value={format.number(d.newThisWeek.applications)} />
          </div>
        </Card>
        <Card title={t`Users by type`}>
          <div className={styles.stats}>
            {USER_TYPES.map((type) => (
              <StatCard key={type} label={i18n._(USER_TYPE_LABELS[type])} value={format.number(d.usersByType[type])} />
            ))}
          </div>
        </Card>
        <Card
          title={t`Analytics`}
          actions={
            <ButtonLink to={paths.admin.analytics} variant="secondary" size="sm">
              {t`Open analytics`}
            </ButtonLink>
          }
        >
          <div className={styles.actions}>
            <ButtonLink to={paths.admin.applicationAnalytics} variant="secondary">
              <Trans>Application analytics</Trans>
            </ButtonLink>
            <ButtonLink to={paths.admin.userAnalytics} variant="secondary">
              <Trans>User analytics</Trans>
            </ButtonLink>
          </div>
        </Card>
        <Card title={t`Applications by status`}>
          <div className={styles.stats}>
            {APPLICATION_STATUSES.map((status) => (
              <StatCard
                key={status}
                label={i18n._(APPLICATION_STATUS_LABELS[status])}
                value={format.number(d.applicationsByStatus[status])}
              />
            ))}
          </div>
        </Card>
      </>
    );
  }

  let people: ReactNode;
  if (recent.status === 'loading') people = <Skeleton lines={5} height="2.5rem" label={t`Loading users…`} />;
  else if (recent.status === 'failed')
    people = <ErrorState title={t`Error loading users`} message={errorMessage(recent.error)} onRetry={recent.retry} />;
  else {
    const [users, agencies] = recent.data;
    people = (
      <div className={styles.columns}>
        <Card
          title={t`Newest users`}
          actions={<ButtonLink to={paths.admin.users} variant="secondary" size="sm">{t`All users`}</ButtonLink>}
        >
          <ul className={styles.list}>
            {users.users.slice(0, RECENT).map((u) => (
              <li key={u.id} className={styles.stack}>
                <span dir="ltr">{u.email}</span>
                <span className={styles.muted}>
                  {i18n._(USER_TYPE_LABELS[u.userType])} · {format.date(u.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        </Card>
        <Card
          title={t`Newest agencies`}
          actions={<ButtonLink to={paths.admin.agencies} variant="secondary" size="sm">{t`All agencies`}</ButtonLink>}
        >
          <ul className={styles.list}>
            {agencies.agencies.slice(0, RECENT).map((a) => (
              <li key={a.id} className={styles.stack}>
                <bdi>{a.name}</bdi>
                <span className={styles.muted}>{format.country(a.country)}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    );
  }

  const catalogue = figures.status === 'ready' ? figures.data.dashboard.catalogue : undefined;
  const figure = (n: number | undefined) => (n === undefined ? '–' : format.number(n));
  const content = (
    <Card title={t`University catalogue`}>
      <div className={styles.stats}>
        <StatCard label={t`Universities`} value={figure(catalogue?.universities)} />
        <StatCard label={t`Featured`} value={figure(catalogue?.featured)} />
        <StatCard label={t`Programs`} value={figure(catalogue?.programs)} />
      </div>
      <div className={styles.actions}>
        <ButtonLink to={paths.admin.universities} variant="secondary">
          <Trans>Manage universities</Trans>
        </ButtonLink>
        <ButtonLink to={paths.admin.programs} variant="secondary">
          <Trans>Manage programs</Trans>
        </ButtonLink>
        <ButtonLink to={paths.admin.newUniversity}>
          <Trans>Add University</Trans>
        </ButtonLink>
      </div>
    </Card>
  );

  return (
    <div className={styles.page}>
      <PageHeader title={<Trans>Admin Dashboard</Trans>} lead={<Trans>The platform at a glance.</Trans>} />
      <Tabs
        label={t`Dashboard sections`}
        defaultValue="overview"
        tabs={[
          { value: 'overview', label: t`Overview`, content: overview },
          { value: 'users', label: t`Users`, content: people },
          { value: 'content', label: t`Content`, content },
          {
            value: 'system',
            label: t`System`,
            content: (
              <>
                <div className={styles.actions}>
                  <ButtonLink to={paths.admin.settings} variant="secondary">
                    <Trans>Contact details</Trans>
                  </ButtonLink>
                  <ButtonLink to={paths.admin.emailSettings} variant="secondary">
                    <Trans>E-mail settings</Trans>
                  </ButtonLink>
                </div>
                <AuditLog />
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
