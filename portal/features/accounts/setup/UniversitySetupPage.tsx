import { Trans, useLingui } from '@lingui/react/macro';
import * as universityProfile from '#sdk/resources/university-profile';
import { UniversitySetupPayload } from '#sdk/schemas/university';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormat } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { reloadUserAtom } from '../../../lib/session.ts';
import { useForm } from '../../../lib/use-form.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Card } from '../../../ui/Card/Card.tsx';
import { Select } from '../../../ui/Select/Select.tsx';
import { TextArea } from '../../../ui/TextArea/TextArea.tsx';
import { TextField } from '../../../ui/TextField/TextField.tsx';
import { useToast } from '../../../ui/Toasts/Toasts.tsx';
import * as styles from '../accounts.css.ts';
import { afterSetup } from '../next-step.ts';
import { europeanCountryOptions } from './country-options.ts';

/** /setup/university (spec part 1, 2 and 5): the university's catalogue entry, owned by this account. */
export default function UniversitySetupPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Set up your university`);
  const format = useFormat();
  const navigate = useNavigate();
  const toast = useToast();
  const reloadUser = useSetAtom(reloadUserAtom);
  const { error: errorMessage } = useErrorText();
  const form = useForm({ name: '', country: '', city: '', website: '', description: '', phone: '', email: '' });
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check(UniversitySetupPayload);
    if (!payload) return;
    setSubmitting(true);
    try {
      await universityProfile.setup(api, payload);
    } catch (error) {
      form.showServerErrors(error);
      toast.error(t`Failed to create university profile`, errorMessage(error));
      setSubmitting(false);
      return;
    }
    await reloadUser();
    toast.success(t`University profile created successfully!`);
    navigate(afterSetup('UNIVERSITY'), { replace: true });
  };

  return (
    <div className={styles.widePage}>
      <h1 className={styles.title}>
        <Trans>Set up your university</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>These details appear in the university catalogue. You can change them later.</Trans>
      </p>
      <Card>
        <form onSubmit={submit} noValidate>
          <TextField label={t`University name`} required autoComplete="organization" {...form.field('name')} />
          <div className={styles.grid}>
            <Select label={t`Country`} required placeholder={t`Select a country`} options={europeanCountryOptions(format, i18n.locale)} {...form.field('country')} />
            <TextField label={t`City`} required autoComplete="address-level2" {...form.field('city')} />
            <TextField label={t`Website`} type="url" autoComplete="url" dir="ltr" hint={t`Starting with http:// or https://`} {...form.field('website')} />
            <TextField label={t`Phone`} type="tel" autoComplete="tel" dir="ltr" {...form.field('phone')} />
            <TextField label={t`Admissions e-mail`} type="email" autoComplete="email" dir="ltr" {...form.field('email')} />
          </div>
          <TextArea label={t`Description`} rows={5} {...form.field('description')} />
          <Button type="submit" fullWidth loading={submitting}>
            <Trans>Complete Setup</Trans>
          </Button>
        </form>
      </Card>
    </div>
  );
}
