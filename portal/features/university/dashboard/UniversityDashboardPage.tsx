import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as universityApplications from '#sdk/resources/university-applications';
import type { UniversityDashboard } from '#sdk/schemas/university-review';
import { useSearchParams } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { useFormat } from '#portal/lib/format.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { EmailText } from '#portal/ui/EmailText/EmailText.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { StatCard } from '#portal/ui/StatCard/StatCard.tsx';
import { Tabs } from '#portal/ui/Tabs/Tabs.tsx';
import { AnalyticsTab } from '#portal/features/university/analytics/AnalyticsTab.tsx';
import { ApplicationsTab } from '#portal/features/university/applications/ApplicationsTab.tsx';
import { Facts } from '#portal/features/university/Facts.tsx';
import { ProgramsManager } from '#portal/lib/programs/ProgramsManager.tsx';
import { SettingsTab } from '#portal/features/university/settings/SettingsTab.tsx';
import { CommissionsTab } from '#portal/features/university/commissions/CommissionsTab.tsx';
import * as styles from '#portal/features/university/university.css.ts';
import { usePlace } from '#portal/lib/place-name.tsx';
import '#portal/lib/area-field-texts.ts';

const TABS = ['applications', 'programs', 'analytics', 'commissions', 'settings'] as const;
type Tab = (typeof TABS)[number];

/** /university/dashboard (spec part 2, 2): the header, the info card, real figures, and its tabs (with Analytics and Commissions). */
export default function UniversityDashboardPage() {
  const { t } = useLingui();
  usePageTitle(t`University Dashboard`);
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((value) => value === params.get('tab')) ?? 'applications';
  const dashboard = useLoad(() => universityApplications.dashboard(api), 'university-dashboard');
  const showTab = (value: Tab) =>
    setParams(
      (current) => {
        current.set('tab', value);
        return current;
      },
      { replace: true },
    );

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>
            <Trans>University Dashboard</Trans>
          </h1>
          <p className={styles.muted}>
            <Trans>Review the applications to your university and keep its programmes and profile up to date.</Trans>
          </p>
        </div>
        <Button
          onClick={() => {
            showTab('applications');
            document.getElementById('university-tabs')?.scrollIntoView({ block: 'start' });
          }}
        >
          <Trans>Review Applications</Trans>
        </Button>
      </div>
      {dashboard.status === 'loading' && <Skeleton lines={5} label={t`Loading your dashboard…`} />}
      {dashboard.status === 'failed' && (
        <ErrorState
          title={t`Error Loading Dashboard`}
          message={t`Unable to load your dashboard. Please try again.`}
          onRetry={dashboard.retry}
        />
      )}
      {dashboard.status === 'ready' && <Overview data={dashboard.data} />}
      <div id="university-tabs" className={styles.tabs}>
        <Tabs<Tab>
          label={t`Dashboard sections`}
          value={tab}
          onChange={showTab}
          tabs={[
            {
              value: 'applications',
              label: t`Applications`,
              content: <ApplicationsTab onChanged={dashboard.retry} />,
            },
            { value: 'programs', label: t`Programs`, content: <ProgramsManager owner="own" /> },
            { value: 'analytics', label: t`Analytics`, content: <AnalyticsTab /> },
            { value: 'commissions', label: t`Commissions`, content: <CommissionsTab /> },
            { value: 'settings', label: t`Settings`, content: <SettingsTab onSaved={dashboard.retry} /> },
          ]}
        />
      </div>
    </div>
  );
}

function Overview({ data }: { data: UniversityDashboard }) {
  const { t } = useLingui();
  const format = useFormat();
  const place = usePlace();
  const { university: u, figures, lastThirtyDays: recent } = data;
  const trend = (n: number) => <Plural value={n} one="# in the last 30 days" other="# in the last 30 days" />;
  return (
    <>
      <Card title={<bdi>{u.name}</bdi>}>
        <Facts
          items={[
            { key: 'place', term: t`Location`, value: place(u) },
            {
              key: 'website',
              term: t`Website`,
              value: u.website && (
                <a href={u.website} target="_blank" rel="noreferrer" dir="ltr">
                  {u.website}
                </a>
              ),
            },
            { key: 'email', term: t`Contact email`, value: u.email && <EmailText address={u.email} /> },
            {
              key: 'response',
              term: t`Typical response time`,
              value: u.responseTimeDays !== null && <Plural value={u.responseTimeDays} one="# day" other="# days" />,
            },
          ]}
        />
      </Card>
      <div className={styles.stats}>
        <StatCard label={t`To review`} value={format.number(figures.toReview)} hint={trend(recent.toReview)} />
        <StatCard label={t`Under review`} value={format.number(figures.underReview)} hint={trend(recent.underReview)} />
        <StatCard label={t`Accepted`} value={format.number(figures.accepted)} hint={trend(recent.accepted)} />
        <StatCard label={t`Rejected`} value={format.number(figures.rejected)} hint={trend(recent.rejected)} />
      </div>
    </>
  );
}
