import { useLingui } from '@lingui/react/macro';
import { paths } from '#portal/paths.ts';
import { AreaNav } from '#portal/ui/AreaNav/AreaNav.tsx';

/** The admins' analytics pages, side by side. */
export function AnalyticsNav() {
  const { t } = useLingui();
  return (
    <AreaNav
      label={t`Analytics`}
      links={[
        { to: paths.admin.analytics, label: t`Overview`, end: true },
        { to: paths.admin.applicationAnalytics, label: t`Applications` },
        { to: paths.admin.userAnalytics, label: t`Users and agencies` },
      ]}
    />
  );
}
