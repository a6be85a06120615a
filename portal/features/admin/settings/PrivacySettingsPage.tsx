import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import * as personalData from '#sdk/resources/personal-data';
import { PrivacySettings } from '#sdk/schemas/personal-data';
import { api } from '#portal/lib/api.ts';
import { Select } from '#portal/ui/Select/Select.tsx';
import { SettingsFormCard } from './SettingsFormCard.tsx';
import { SettingsScreen } from './SettingsScreen.tsx';
import { useSettingsForm } from './use-settings-form.ts';

const MONTHS = [1, 3, 6, 12, 18, 24, 36, 60];

function PrivacyForm({ privacy }: { privacy: PrivacySettings }) {
  const { t } = useLingui();
  const { form, saving, submit } = useSettingsForm(privacy, PrivacySettings, (values) =>
    personalData.updatePrivacySettings(api, values),
  );
  const choices = MONTHS.includes(privacy.leadRetentionMonths)
    ? MONTHS
    : [...MONTHS, privacy.leadRetentionMonths].sort((a, b) => a - b);
  return (
    <SettingsFormCard title={t`Lead retention`} saving={saving} submit={submit}>
      <Select
        label={t`Keep leads for`}
        value={String(form.values.leadRetentionMonths)}
        onChange={(event) => form.set('leadRetentionMonths', Number(event.target.value))}
        options={choices.map((months) => ({
          value: String(months),
          label: plural(months, { one: '# month', other: '# months' }),
        }))}
      />
      <p>
        <Trans>
          Older leads are erased automatically, and at once when you shorten the period. Each erasure is in the audit
          log.
        </Trans>
      </p>
    </SettingsFormCard>
  );
}

/** /admin/settings/privacy: how long leads are kept before they are erased. */
export default function PrivacySettingsPage() {
  const { t } = useLingui();
  return (
    <SettingsScreen
      title={t`Privacy`}
      lead={<Trans>How long personal data is kept.</Trans>}
      load={() => personalData.privacySettings(api)}
      loadKey="privacy"
      fieldCount={2}
    >
      {(data) => <PrivacyForm privacy={data.privacy} />}
    </SettingsScreen>
  );
}
