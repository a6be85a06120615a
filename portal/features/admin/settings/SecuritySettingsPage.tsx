import { Trans, useLingui } from '@lingui/react/macro';
import * as twoFactor from '#sdk/resources/two-factor';
import { SecuritySettings } from '#sdk/schemas/two-factor';
import { api } from '#portal/lib/api.ts';
import { Checkbox } from '#portal/ui/Checkbox/Checkbox.tsx';
import { SettingsFormCard } from './SettingsFormCard.tsx';
import { SettingsScreen } from './SettingsScreen.tsx';
import { useSettingsForm } from './use-settings-form.ts';

function SecurityForm({ security }: { security: SecuritySettings }) {
  const { t } = useLingui();
  const { form, saving, submit } = useSettingsForm(security, SecuritySettings, (values) =>
    twoFactor.updateSecuritySettings(api, values),
  );
  return (
    <SettingsFormCard title={t`Two-factor sign-in`} saving={saving} submit={submit}>
      <Checkbox
        label={t`Require two-factor sign-in of admins and universities`}
        checked={form.values.twoFactorRequired}
        onChange={(checked) => form.set('twoFactorRequired', checked)}
      />
      <p>
        <Trans>Until they set it up, they can do nothing else. Set up your own first in your settings.</Trans>
      </p>
    </SettingsFormCard>
  );
}

/** /admin/settings/security: whether admins and universities must sign in with a second factor. */
export default function SecuritySettingsPage() {
  const { t } = useLingui();
  return (
    <SettingsScreen
      title={t`Sign-in security`}
      lead={<Trans>How accounts sign in.</Trans>}
      load={() => twoFactor.securitySettings(api)}
      loadKey="security"
      fieldCount={2}
    >
      {(data) => <SecurityForm security={data.security} />}
    </SettingsScreen>
  );
}
