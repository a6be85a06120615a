import { Trans, useLingui } from '@lingui/react/macro';
import * as agencyProfile from '#sdk/resources/agency-profile';
import { AgencySetupPayload } from '#sdk/schemas/agency';
import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '#sdk/schemas/enums';
import { useSetAtom } from 'jotai';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { SUBSCRIPTION_TIER_LABELS } from '#portal/lib/labels.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { ProfileNeeded } from '#portal/lib/setup-redirect.tsx';
import { reloadUserAtom } from '#portal/lib/session.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { RadioGroup } from '#portal/ui/RadioGroup/RadioGroup.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import * as styles from '#portal/features/accounts/accounts.css.ts';
import { afterSetup } from '#portal/features/accounts/next-step.ts';
import { AgencyLogoField } from '#portal/features/accounts/agency-profile/AgencyLogoField.tsx';
import {
  AgencyProfileFields,
  EMPTY_AGENCY_PROFILE,
} from '#portal/features/accounts/agency-profile/AgencyProfileFields.tsx';
import { useLogoPick } from '#portal/features/accounts/agency-profile/logo.ts';
import '#portal/lib/area-field-texts.ts';

/** /setup/agency (spec part 1, 2 and 5): the agency profile, then the optional logo upload. */
export default function AgencySetupPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Set up your agency`);
  const navigate = useNavigate();
  const toast = useToast();
  const reloadUser = useSetAtom(reloadUserAtom);
  const { error: errorMessage } = useErrorText();
  const form = useForm({ ...EMPTY_AGENCY_PROFILE, subscriptionTier: 'STARTER' as SubscriptionTier });
  const { logo, problem: logoError, pick: pickLogo } = useLogoPick();
  const { busy: submitting, run } = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check(AgencySetupPayload);
    if (!payload || logoError) return;
    const created = await run(() => agencyProfile.setup(api, payload), {
      hold: true,
      failed: t`Failed to create agency profile`,
      onError: form.showServerErrors,
    });
    if (!created) return;
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
          <AgencyProfileFields field={form.field} gridClassName={styles.grid} />
          <RadioGroup
            legend={t`Plan`}
            name="subscriptionTier"
            value={form.values.subscriptionTier}
            onChange={(value) => form.set('subscriptionTier', value)}
            options={SUBSCRIPTION_TIERS.map((tier) => ({ value: tier, label: i18n._(SUBSCRIPTION_TIER_LABELS[tier]) }))}
          />
          <AgencyLogoField error={logoError && form.errorText(logoError)} onPick={pickLogo} />
          <Button type="submit" fullWidth loading={submitting}>
            <Trans>Complete Setup</Trans>
          </Button>
        </form>
      </Card>
    </div>
  );
}
