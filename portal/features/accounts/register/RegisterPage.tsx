import { Trans, useLingui } from '@lingui/react/macro';
import { RegisterPayload } from '#sdk/schemas/auth';
import { SELF_REGISTER_TYPES } from '#sdk/schemas/enums';
import { useSetAtom } from 'jotai';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import * as publicAgencies from '#sdk/resources/public-agencies';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { isLocale } from '#portal/lib/i18n.ts';
import { USER_TYPE_LABELS } from '#portal/lib/labels.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { registerAtom } from '#portal/lib/session.ts';
import { visitAgency } from '#portal/lib/visit-agency.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { paths } from '#portal/paths.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { PasswordField } from '#portal/ui/PasswordField/PasswordField.tsx';
import { RadioGroup } from '#portal/ui/RadioGroup/RadioGroup.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as styles from '#portal/features/accounts/accounts.css.ts';
import { afterRegister } from '#portal/features/accounts/next-step.ts';
import { confirmationErrors } from '#portal/features/accounts/password-confirmation.ts';

type AccountType = (typeof SELF_REGISTER_TYPES)[number];

/** /register (spec part 1, 2 and 5): account type AGENCY by default. */
export default function RegisterPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Create an account`);
  const navigate = useNavigate();
  const register = useSetAtom(registerAtom);
  // A visitor sent by an agency's widget (?agency=slug, or earlier in the visit) registers as that agency's student.
  const agencySlug = useSearchParams()[0].get('agency')?.trim() || visitAgency();
  const referrer = useLoad(
    () => (agencySlug ? publicAgencies.retrieve(api, agencySlug) : Promise.resolve(null)),
    agencySlug ?? '',
  );
  const referrerName = referrer.status === 'ready' ? referrer.data?.agency.name : undefined;
  const form = useForm({
    email: '',
    password: '',
    confirmPassword: '',
    userType: (agencySlug ? 'STUDENT' : 'AGENCY') as AccountType | '',
  });
  const { busy: submitting, run } = useAction();

  const descriptions: Record<AccountType, string> = {
    AGENCY: t`Help students find and apply to European universities`,
    UNIVERSITY: t`Manage applications and admissions`,
    STUDENT: t`Apply directly to universities`,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { email, password, confirmPassword, userType } = form.values;
    const payload = form.check(
      RegisterPayload,
      { email, password, userType, agencySlug, language: isLocale(i18n.locale) ? i18n.locale : 'en' },
      confirmationErrors(password, confirmPassword),
    );
    if (!payload) return;
    await run(() => register(payload), {
      hold: true,
      done: t`Registration successful!`,
      failed: t`Registration failed`,
      onError: form.showServerErrors,
      onDone: (answer) => navigate(afterRegister(answer.user.userType), { replace: true }),
    });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Create an account</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>Join the platform for studies in Europe</Trans>
      </p>
      {referrerName && (
        <p className={styles.lead}>
          <Trans>
            You are registering with the help of <bdi>{referrerName}</bdi>.
          </Trans>
        </p>
      )}
      <Card>
        <form onSubmit={submit} noValidate>
          <TextField label={t`Email`} type="email" autoComplete="email" required {...form.field('email')} />
          <PasswordField
            label={t`Password`}
            autoComplete="new-password"
            required
            hint={t`At least 6 characters`}
            {...form.field('password')}
          />
          <PasswordField
            label={t`Confirm password`}
            autoComplete="new-password"
            required
            {...form.field('confirmPassword')}
          />
          <RadioGroup
            legend={t`Account type`}
            name="userType"
            value={form.values.userType}
            onChange={(value) => form.set('userType', value)}
            error={form.field('userType').error}
            options={SELF_REGISTER_TYPES.map((type) => ({
              value: type,
              label: i18n._(USER_TYPE_LABELS[type]),
              description: descriptions[type],
            }))}
          />
          <p className={styles.lead}>
            <Trans>
              By creating an account you agree to our <Link to={paths.terms}>Terms of Service</Link> and{' '}
              <Link to={paths.privacy}>Privacy Policy</Link>.
            </Trans>
          </p>
          <Button type="submit" fullWidth loading={submitting}>
            <Trans>Create account</Trans>
          </Button>
        </form>
      </Card>
      <p className={styles.footnote}>
        <Trans>
          Already have an account? <Link to={paths.login()}>Login</Link>
        </Trans>
      </p>
    </div>
  );
}
