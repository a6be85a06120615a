import { Trans, useLingui } from '@lingui/react/macro';
import * as settings from '#sdk/resources/settings';
import { ContactSettings } from '#sdk/schemas/settings';
import { api } from '#portal/lib/api.ts';
import { forgetContact } from '#portal/lib/contact.ts';
import { europeanCountryOptions } from '#portal/lib/country-options.ts';
import { useFormat } from '#portal/lib/format.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';
import { useSettingsForm } from './use-settings-form.ts';

/** The public contact details: e-mail, phone, postal address, advisors' hours, consultation chat link. */
export function ContactSettingsForm({ contact }: { contact: ContactSettings }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { form, saving, submit } = useSettingsForm(
    { ...contact, chatUrl: contact.chatUrl ?? '' },
    ContactSettings,
    (values) => settings.updateContact(api, values).then(forgetContact),
  );
  return (
    <Card title={t`Public contact details`}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={styles.formGrid}>
          <TextField label={t`Email`} type="email" dir="ltr" required {...form.field('email')} />
          <TextField label={t`Phone`} type="tel" dir="ltr" required {...form.field('phone')} />
          <TextField label={t`Street`} required {...form.field('street')} />
          <TextField label={t`Postal code`} required {...form.field('postalCode')} />
          <TextField label={t`City`} required {...form.field('city')} />
          <Select
            label={t`Country`}
            required
            options={europeanCountryOptions(format, i18n.locale)}
            {...form.field('country')}
          />
          <TextField label={t`Advisors from`} type="time" required {...form.field('hoursFrom')} />
          <TextField label={t`Advisors until`} type="time" required {...form.field('hoursTo')} />
        </div>
        <TextField
          label={t`Consultation chat link`}
          type="url"
          dir="ltr"
          hint={t`Left empty, the consultation page opens a WhatsApp chat with the phone number.`}
          {...form.field('chatUrl')}
        />
        <Button type="submit" loading={saving}>
          <Trans>Save</Trans>
        </Button>
      </form>
    </Card>
  );
}
