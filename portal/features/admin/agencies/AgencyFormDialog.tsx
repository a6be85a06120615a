import { Trans, useLingui } from '@lingui/react/macro';
import * as adminAgencies from '#sdk/resources/admin-agencies';
import { AdminAgencyCreate, AdminAgencyUpdate, type Agency } from '#sdk/schemas/agency';
import { AGENCY_PLAN_CAPS } from '#sdk/schemas/constants';
import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '#sdk/schemas/enums';
import { api } from '#portal/lib/api.ts';
import { useDialogSave } from '#portal/lib/use-dialog-save.ts';
import { europeanCountryOptions } from '#portal/lib/country-options.ts';
import { useFormat } from '#portal/lib/format.ts';
import { SUBSCRIPTION_TIER_NAMES } from '#portal/lib/labels.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { PasswordField } from '#portal/ui/PasswordField/PasswordField.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { Switch } from '#portal/ui/Switch/Switch.tsx';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';
import { FormDialog } from '#portal/ui/FormDialog/FormDialog.tsx';

const formValues = (agency: Agency | null) => ({
  email: agency?.user.email ?? '',
  password: '',
  name: agency?.name ?? '',
  country: agency?.country ?? '',
  city: agency?.city ?? '',
  phone: agency?.phone ?? '',
  website: agency?.website ?? '',
  companyDescription: agency?.companyDescription ?? '',
  subscriptionTier: (agency?.subscriptionTier ?? 'STARTER') as SubscriptionTier,
  brandColor: agency?.brandColor ?? '#1d4ed8',
  agencySlug: agency?.agencySlug ?? '',
  subscriptionActive: agency?.subscriptionActive ?? true,
});

/**
 * The add and edit dialog of spec part 2, 5: e-mail and password make the agency's account; on
 * edit the e-mail is shown disabled and no password is sent.
 */
export function AgencyFormDialog({
  agency,
  onClose,
  onSaved,
}: {
  agency: Agency | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const form = useForm(formValues(agency));
  const { busy: saving, save: send } = useDialogSave(form, { onClose, onSaved });
  const editing = agency !== null;

  const save = async () => {
    const { email, password, agencySlug, ...rest } = form.values;
    const payload = editing
      ? form.check(AdminAgencyUpdate, { ...rest, agencySlug })
      : form.check(AdminAgencyCreate, {
          email,
          password: password || undefined,
          ...rest,
          agencySlug: agencySlug || undefined,
        });
    if (!payload) return;
    await send(
      async () => {
        if (editing) await adminAgencies.update(api, agency.id, { ...rest, agencySlug });
        else
          await adminAgencies.create(api, {
            email,
            password: password || undefined,
            ...rest,
            agencySlug: agencySlug || undefined,
          });
      },
      {
        done: editing ? t`Agency updated successfully` : t`Agency created successfully`,
        failed: editing ? t`Failed to update agency` : t`Failed to create agency`,
      },
    );
  };

  return (
    <FormDialog
      title={editing ? t`Edit Agency` : t`Add Agency`}
      submitLabel={editing ? <Trans>Save Changes</Trans> : <Trans>Add Agency</Trans>}
      busy={saving}
      onSubmit={save}
      onClose={onClose}
    >
      <div className={styles.formGrid}>
        <TextField label={t`Email`} type="email" dir="ltr" required disabled={editing} {...form.field('email')} />
        {!editing && (
          <PasswordField
            label={t`Password`}
            hint={t`Optional: left empty, the agency is e-mailed a link to choose its own.`}
            autoComplete="new-password"
            {...form.field('password')}
          />
        )}
        <TextField label={t`Agency name`} required {...form.field('name')} />
        <Select
          label={t`Country`}
          required
          placeholder={t`Select a country`}
          options={europeanCountryOptions(format, i18n.locale)}
          {...form.field('country')}
        />
        <TextField label={t`City`} {...form.field('city')} />
        <TextField label={t`Phone`} type="tel" dir="ltr" {...form.field('phone')} />
        <TextField label={t`Website`} type="url" dir="ltr" {...form.field('website')} />
        <Select
          label={t`Subscription tier`}
          options={SUBSCRIPTION_TIERS.map((tier) => ({ value: tier, label: i18n._(SUBSCRIPTION_TIER_NAMES[tier]) }))}
          {...form.field('subscriptionTier')}
        />
        {agency && <PlanBelowUsage agency={agency} tier={form.values.subscriptionTier} />}
        <TextField label={t`Brand colour`} dir="ltr" {...form.field('brandColor')} />
        <TextField
          label={t`Widget slug`}
          dir="ltr"
          hint={editing ? undefined : t`Made from the name when left empty.`}
          {...form.field('agencySlug')}
        />
      </div>
      <TextArea label={t`Company description`} rows={3} {...form.field('companyDescription')} />
      <Switch
        label={t`Subscription active`}
        checked={form.values.subscriptionActive}
        onChange={(checked) => form.set('subscriptionActive', checked)}
      />
    </FormDialog>
  );
}

/** A warning when the chosen plan holds fewer students than the agency has active now. */
function PlanBelowUsage({ agency, tier }: { agency: Agency; tier: SubscriptionTier }) {
  const { i18n } = useLingui();
  const cap = AGENCY_PLAN_CAPS[tier];
  const active = agency._count.activeStudents;
  if (cap === null || active <= cap) return null;
  const plan = i18n._(SUBSCRIPTION_TIER_NAMES[tier]);
  return (
    <p className={styles.warning} role="alert">
      <Trans>
        Active students of this agency: {active}. The {plan} plan holds up to {cap}. The agency keeps them, but cannot
        add or reactivate students until it has fewer.
      </Trans>
    </p>
  );
}
