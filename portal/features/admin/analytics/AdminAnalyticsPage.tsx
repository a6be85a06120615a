import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import * as adminAnalytics from '#sdk/resources/admin-analytics';
import { api } from '#portal/lib/api.ts';
import { RangeFigures } from '#portal/lib/analytics/RangeFigures.tsx';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { paths } from '#portal/paths.ts';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';
import { AnalyticsNav } from './AnalyticsNav.tsx';
import { AnalyticsOverview } from './AnalyticsOverview.tsx';
import { ApplicationAnalytics } from './ApplicationAnalytics.tsx';
import { UserAnalytics } from './UserAnalytics.tsx';

/**
 * /admin/analytics, /admin/analytics/applications and /admin/analytics/users (the spec's admin
 * dashboard links): the platform's figures for a date range, against the period before.
 */
export default function AdminAnalyticsPage() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const section = pathname.endsWith(paths.admin.applicationAnalytics)
    ? 'applications'
    : pathname.endsWith(paths.admin.userAnalytics)
      ? 'users'
      : 'overview';
  const titles = {
    overview: t`Analytics`,
    applications: t`Application analytics`,
    users: t`User analytics`,
  };
  usePageTitle(titles[section]);
  return (
    <div className={styles.page}>
      <PageHeader
        title={titles[section]}
        lead={<Trans>The platform's figures for a period, against the period before it.</Trans>}
      />
      <AnalyticsNav />
      <RangeFigures load={(query) => adminAnalytics.retrieve(api, query)} loadKey="admin-analytics">
        {(figures) =>
          section === 'applications' ? (
            <ApplicationAnalytics figures={figures} />
          ) : section === 'users' ? (
            <UserAnalytics figures={figures} />
          ) : (
            <AnalyticsOverview figures={figures} />
          )
        }
      </RangeFigures>
    </div>
  );
}
