import { useLingui } from '@lingui/react/macro';
import { useUser } from '#portal/lib/session.ts';
import { paths } from '#portal/paths.ts';
import { AreaLayout } from '#portal/ui/AreaLayout/AreaLayout.tsx';
import '#portal/lib/area-field-texts.ts';

/** The agency area's navigation (spec part 2, 2, agency routes, the embed kit's pages for the owner, the team), then the screen. */
export default function AgencyAreaLayout() {
  const { t } = useLingui();
  // The embed settings are the owner's.
  const owner = (useUser()?.agency?.role ?? 'OWNER') === 'OWNER';
  return (
    <AreaLayout
      label={t`Agency area`}
      links={[
        { to: paths.agency.dashboard, label: t`Dashboard`, end: true },
        { to: paths.agency.students, label: t`Students` },
        { to: paths.agency.applications, label: t`Applications` },
        { to: paths.agency.leads, label: t`Leads` },
        { to: paths.agency.tasks, label: t`My tasks` },
        { to: paths.agency.analytics, label: t`Analytics` },
        ...(owner
          ? [
              { to: paths.agency.commissions, label: t`Commissions` },
              { to: paths.agency.embed, label: t`Embed` },
            ]
          : []),
        { to: paths.agency.team, label: t`Team` },
      ]}
    />
  );
}
