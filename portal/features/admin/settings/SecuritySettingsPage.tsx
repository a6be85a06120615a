import { Trans, useLingui } from '@lingui/react/macro';
import * as twoFactor from '#sdk/resources/two-factor';
import { SecuritySettings } from '#sdk/schemas/two-factor';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { Checkbox } from '#portal/ui/Checkbox/Checkbox.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';
import { SettingsNav } from './SettingsNav.tsx';
import { useSettingsForm } from './use-settings-form.ts';

function SecurityForm({ security }: { security: SecuritySettings }) {
  const { t } = useLingui();
  const { form, saving, submit } = useSettingsForm(security, SecuritySettings, (values) =>
    twoFactor.updateSecuritySettings(api, values),
  );
  return (
    <Card title={t`Two-factor sign-in`}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Checkbox
          label={t`Require two-factor sign-in of admins and universities`}
          checked={form.values.twoFactorRequired}
          onChange={(checked) => form.set('twoFactorRequired', checked)}
        />
        <p>
          <Trans>Until they set it up, they can do nothing else. Set up your own first in your settings.</Trans>
        </p>
        <Button type="submit" loading={saving}>
          <Trans>Save</Trans>
        </Button>
      </form>
    </Card>
  );
}

/** /admin/settings/security: whether admins and universities must sign in with a second factor. */
export default function SecuritySettingsPage() {
  const { t } = useLingui();
  usePageTitle(t`Sign-in security`);
  const { error: errorMessage } = useErrorText();
  const data = useLoad(() => twoFactor.securitySettings(api), 'security');
  return (
    <div className={styles.page}>
      <PageHeader title={<Trans>Settings</Trans>} lead={<Trans>How accounts sign in.</Trans>} />
      <SettingsNav />
      {data.status === 'loading' && <Skeleton lines={2} height="3rem" label={t`Loading settings…`} />}
      {data.status === 'failed' && (
        <ErrorState title={t`Error loading settings`} message={errorMessage(data.error)} onRetry={data.retry} />
      )}
      {data.status === 'ready' && <SecurityForm security={data.data.security} />}
    </div>
  );
}
