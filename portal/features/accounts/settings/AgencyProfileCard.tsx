import { Trans, useLingui } from '@lingui/react/macro';
import * as agencyProfile from '#sdk/resources/agency-profile';
import { type Agency, AgencyProfileUpdate } from '#sdk/schemas/agency';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { reloadUserAtom, useUser } from '#portal/lib/session.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { paths } from '#portal/paths.ts';
import { Button, ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import * as styles from '#portal/features/accounts/accounts.css.ts';
import { AgencyLogoField } from '#portal/features/accounts/agency-profile/AgencyLogoField.tsx';
import { AgencyProfileFields } from '#portal/features/accounts/agency-profile/AgencyProfileFields.tsx';
import { useLogoPick } from '#portal/features/accounts/agency-profile/logo.ts';

/** The agency's own profile, the fields setup asked, saved with PUT /users/agency/profile. */
export function AgencyProfileCard() {
  const { t } = useLingui();
  const user = useUser();
  if (!user?.agency)
    return (
      <Card title={t`Agency profile`}>
        <p className={styles.lead}>
          <Trans>Your agency profile is not set up yet.</Trans>
        </p>
        <ButtonLink to={paths.setup.agency}>
          <Trans>Set up your agency</Trans>
        </ButtonLink>
      </Card>
    );
  return <LoadedAgencyProfile />;
}

function LoadedAgencyProfile() {
  const { t } = useLingui();
  const profile = useLoad(() => agencyProfile.retrieve(api), 'agency-profile');
  return (
    <Card title={t`Agency profile`}>
      {profile.status === 'loading' && <Skeleton lines={6} label={t`Loading your profile…`} />}
      {profile.status === 'failed' && <ErrorState title={t`Error Loading Profile`} onRetry={profile.retry} />}
      {profile.status === 'ready' && <AgencyProfileForm agency={profile.data.agency} />}
    </Card>
  );
}

function AgencyProfileForm({ agency }: { agency: Agency }) {
  const { t } = useLingui();
  const toast = useToast();
  const reloadUser = useSetAtom(reloadUserAtom);
  const { error: errorMessage } = useErrorText();
  const form = useForm({
    name: agency.name,
    country: agency.country,
    city: agency.city ?? '',
    phone: agency.phone ?? '',
    website: agency.website ?? '',
    companyDescription: agency.companyDescription ?? '',
  });
  const { logo, problem: logoError, pick: pickLogo } = useLogoPick();
  const [logoUrl, setLogoUrl] = useState(agency.logoUrl);
  // A new picker after an upload: the chosen file's name goes, the new logo shows above it.
  const [uploads, setUploads] = useState(0);
  const { busy: saving, run, release } = useAction();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check(AgencyProfileUpdate);
    if (!payload || logoError) return;
    // Held until the logo, if one was picked, is uploaded too.
    const saved = await run(() => agencyProfile.update(api, payload), {
      hold: true,
      failed: t`Failed to update profile`,
      onError: form.showServerErrors,
    });
    if (!saved) return;
    if (logo) {
      try {
        const uploaded = await agencyProfile.uploadLogo(api, logo, logo.name);
        // The logo keeps its address when replaced; the count makes the image load again.
        setLogoUrl(`${uploaded.logoUrl}?v=${uploads + 1}`);
        pickLogo(undefined);
        setUploads((n) => n + 1);
      } catch (error) {
        toast.error(t`The logo could not be uploaded`, errorMessage(error));
      }
    }
    await reloadUser();
    toast.success(t`Profile updated successfully!`);
    release();
  };

  return (
    <form onSubmit={save} noValidate>
      <AgencyProfileFields field={form.field} gridClassName={styles.grid} />
      <AgencyLogoField
        key={uploads}
        current={logoUrl}
        error={logoError && form.errorText(logoError)}
        onPick={pickLogo}
      />
      <Button type="submit" loading={saving}>
        <Trans>Save changes</Trans>
      </Button>
    </form>
  );
}
