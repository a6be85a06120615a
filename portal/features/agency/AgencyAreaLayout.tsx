import { useLingui } from '@lingui/react/macro';
import { paths } from '#portal/paths.ts';
import { AreaLayout } from '#portal/ui/AreaLayout/AreaLayout.tsx';

/** The agency area's navigation (spec part 2, 2, agency routes, and the embed kit's pages), then the screen. */
export default function AgencyAreaLayout() {
  const { t } = useLingui();
  return (
    <AreaLayout
      label={t`Agency area`}
      links={[
        { to: paths.agency.dashboard, label: t`Dashboard`, end: true },
        { to: paths.agency.students, label: t`Students` },
        { to: paths.agency.applications, label: t`Applications` },
        { to: paths.agency.leads, label: t`Leads` },
        { to: paths.agency.embed, label: t`Embed` },
      ]}
    />
  );
}
