import { Trans, useLingui } from '@lingui/react/macro';
import * as settings from '#sdk/resources/settings';
import { EmailSettings } from '#sdk/schemas/settings';
import { api } from '#portal/lib/api.ts';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';
import { SettingsFormCard } from './SettingsFormCard.tsx';
import { SettingsScreen } from './SettingsScreen.tsx';
import { useSettingsForm } from './use-settings-form.ts';

function SenderForm({ email }: { email: EmailSettings }) {
  const { t } = useLingui();
  const { form, saving, submit } = useSettingsForm(email, EmailSettings, (values) => settings.updateEmail(api, values));
  return (
    <SettingsFormCard title={t`E-mail sender`} saving={saving} submit={submit}>
      <div className={styles.formGrid}>
        <TextField label={t`Sender name`} required {...form.field('senderName')} />
        <TextField label={t`Sender address`} type="email" dir="ltr" required {...form.field('senderAddress')} />
      </div>
    </SettingsFormCard>
  );
}

/** /admin/settings/email: who the platform's e-mails come from. */
export default function EmailSettingsPage() {
  const { t } = useLingui();
  return (
    <SettingsScreen
      title={t`E-mail settings`}
      lead={<Trans>Who the platform's e-mails come from.</Trans>}
      load={() => settings.email(api)}
      loadKey="email"
      fieldCount={3}
    >
      {(data) => <SenderForm email={data.email} />}
    </SettingsScreen>
  );
}
