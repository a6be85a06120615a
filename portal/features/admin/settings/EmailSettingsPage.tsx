import { Trans, useLingui } from '@lingui/react/macro';
import * as settings from '#sdk/resources/settings';
import { EmailSettings } from '#sdk/schemas/settings';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';
import { SettingsNav } from './SettingsNav.tsx';
import { useSettingsForm } from './use-settings-form.ts';

function SenderForm({ email }: { email: EmailSettings }) {
  const { t } = useLingui();
  const { form, saving, submit } = useSettingsForm(email, EmailSettings, (values) => settings.updateEmail(api, values));
  return (
    <Card title={t`E-mail sender`}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={styles.formGrid}>
          <TextField label={t`Sender name`} required {...form.field('senderName')} />
          <TextField label={t`Sender address`} type="email" dir="ltr" required {...form.field('senderAddress')} />
        </div>
        <Button type="submit" loading={saving}>
          <Trans>Save</Trans>
        </Button>
      </form>
    </Card>
  );
}

/** /admin/settings/email: who the platform's e-mails come from. */
export default function EmailSettingsPage() {
  const { t } = useLingui();
  usePageTitle(t`E-mail settings`);
  const { error: errorMessage } = useErrorText();
  const data = useLoad(() => settings.email(api), 'email');
  return (
    <div className={styles.page}>
      <PageHeader title={<Trans>Settings</Trans>} lead={<Trans>Who the platform's e-mails come from.</Trans>} />
      <SettingsNav />
      {data.status === 'loading' && <Skeleton lines={3} height="3rem" label={t`Loading settings…`} />}
      {data.status === 'failed' && (
        <ErrorState title={t`Error loading settings`} message={errorMessage(data.error)} onRetry={data.retry} />
      )}
      {data.status === 'ready' && <SenderForm email={data.data.email} />}
    </div>
  );
}
