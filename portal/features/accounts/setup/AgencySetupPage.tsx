import { Trans, useLingui } from '@lingui/react/macro';
import * as agencyProfile from '#sdk/resources/agency-profile';
import { AgencySetupPayload } from '#sdk/schemas/agency';
import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '#sdk/schemas/enums';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { SUBSCRIPTION_TIER_LABELS } from '#portal/lib/labels.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { ProfileNeeded } from '#portal/lib/setup-redirect.tsx';
import { reloadUserAtom } from '#portal/lib/session.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { Field } from '#portal/ui/Field/Field.tsx';
import { FileInput } from '#portal/ui/FileInput/FileInput.tsx';
import { RadioGroup } from '#portal/ui/RadioGroup/RadioGroup.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import * as styles from '#portal/features/accounts/accounts.css.ts';
import { afterSetup } from '#portal/features/accounts/next-step.ts';
import { europeanCountryOptions } from '#portal/lib/country-options.ts';
import { logoProblem } from './logo.ts';

/** /setup/agency (spec part 1, 2 and 5): the agency profile, then the optional logo upload. */
export default function AgencySetupPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Set up your agency`);
  const format = useFormat();
  const navigate = useNavigate();
  const toast = useToast();
  const reloadUser = useSetAtom(reloadUserAtom);
  const { error: errorMessage } = useErrorText();
  const form = useForm({
    name: '',
    country: '',
    city: '',
    phone: '',
    website: '',
    companyDescription: '',
    subscriptionTier: 'STARTER' as SubscriptionTier,
  });
  const [logo, setLogo] = useState<File | undefined>();
  const [logoError, setLogoError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  const pickLogo = (file: File | undefined) => {
    setLogo(file);
    setLogoError(file && logoProblem(file));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check(AgencySetupPayload);
    if (!payload || logoError) return;
    setSubmitting(true);
    try {
      await agencyProfile.setup(api, payload);
    } catch (error) {
      form.showServerErrors(error);
      toast.error(t`Failed to create agency profile`, errorMessage(error));
      setSubmitting(false);
      return;
    }
    if (logo) {
      // The profile exists now; a refused logo is reported but does not undo the setup.
      await agencyProfile
        .uploadLogo(api, logo, logo.name)
        .catch((error) => toast.error(t`The logo could not be uploaded`, errorMessage(error)));
    }
    await reloadUser();
    toast.success(t`Agency profile created successfully!`);
    navigate(afterSetup('AGENCY'), { replace: true });
  };

  return (
    <div className={styles.widePage}>
      <h1 className={styles.title}>
        <Trans>Set up your agency</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>Tell students and universities who you are. You can change these details later.</Trans>
      </p>
      <ProfileNeeded className={styles.notice} />
      <Card>
        <form onSubmit={submit} noValidate>
          <TextField label={t`Agency name`} required autoComplete="organization" {...form.field('name')} />
          <div className={styles.grid}>
            <Select
              label={t`Country`}
              required
              placeholder={t`Select a country`}
              options={europeanCountryOptions(format, i18n.locale)}
              {...form.field('country')}
            />
            <TextField label={t`City`} autoComplete="address-level2" {...form.field('city')} />
            <TextField
              label={t`Phone`}
              type="tel"
              autoComplete="tel"
              dir="ltr"
              hint={t`For example +49 30 1234567`}
              {...form.field('phone')}
            />
            <TextField
              label={t`Website`}
              type="url"
              autoComplete="url"
              dir="ltr"
              hint={t`Starting with http:// or https://`}
              {...form.field('website')}
            />
          </div>
          <TextArea label={t`About your agency`} {...form.field('companyDescription')} />
          <RadioGroup
            legend={t`Plan`}
            name="subscriptionTier"
            value={form.values.subscriptionTier}
            onChange={(value) => form.set('subscriptionTier', value)}
            options={SUBSCRIPTION_TIERS.map((tier) => ({ value: tier, label: i18n._(SUBSCRIPTION_TIER_LABELS[tier]) }))}
          />
          <Field label={t`Logo`} hint={t`An image smaller than 5 MB`} error={logoError && form.errorText(logoError)}>
            {(props) => (
              <FileInput
                accept="image/*"
                name="logo"
                buttonLabel={t`Choose an image`}
                emptyText={t`No image chosen`}
                onPick={pickLogo}
                {...props}
              />
            )}
          </Field>
          <Button type="submit" fullWidth loading={submitting}>
            <Trans>Complete Setup</Trans>
          </Button>
        </form>
      </Card>
    </div>
  );
}
