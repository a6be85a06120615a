import { useLingui } from '@lingui/react/macro';
import { paths } from '#portal/paths.ts';
import { AreaNav } from '#portal/ui/AreaNav/AreaNav.tsx';

/** The settings screens, side by side. */
export function SettingsNav() {
  const { t } = useLingui();
  return (
    <AreaNav
      label={t`Settings`}
      links={[
        { to: paths.admin.settings, label: t`Contact details`, end: true },
        { to: paths.admin.emailSettings, label: t`E-mail` },
        { to: paths.admin.securitySettings, label: t`Sign-in security` },
        { to: paths.admin.privacySettings, label: t`Privacy` },
      ]}
    />
  );
}
