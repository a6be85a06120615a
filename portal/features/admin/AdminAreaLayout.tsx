import { useLingui } from '@lingui/react/macro';
import { paths } from '#portal/paths.ts';
import { AreaLayout } from '#portal/ui/AreaLayout/AreaLayout.tsx';
import '#portal/lib/area-field-texts.ts';

/**
 * The admin area's navigation (spec part 2, 2), then the screen. Every admin screen is listed
 * here, in this one place: a new admin screen adds its link to this list.
 */
export default function AdminAreaLayout() {
  const { t } = useLingui();
  return (
    <AreaLayout
      label={t`Admin area`}
      links={[
        { to: paths.admin.dashboard, label: t`Dashboard`, end: true },
        { to: paths.admin.users, label: t`Users` },
        { to: paths.admin.universities, label: t`Universities` },
        { to: paths.admin.programs, label: t`Programs` },
        { to: paths.admin.otherNames, label: t`Other names` },
        { to: paths.admin.agencies, label: t`Agencies` },
        { to: paths.admin.students, label: t`Students` },
        { to: paths.admin.applications, label: t`Applications` },
        { to: paths.admin.analytics, label: t`Analytics` },
        { to: paths.admin.commissions, label: t`Commissions` },
        { to: paths.admin.universityClaims, label: t`University claims` },
        { to: paths.admin.inbox, label: t`Inbox` },
        { to: paths.admin.outbox, label: t`E-mail outbox` },
        { to: paths.admin.settings, label: t`Settings` },
      ]}
    />
  );
}
