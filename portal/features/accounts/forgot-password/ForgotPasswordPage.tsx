import { Trans, useLingui } from '@lingui/react/macro';
import { ForgotPasswordPayload } from '#sdk/schemas/auth';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import * as auth from '#sdk/resources/auth';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { isLocale } from '#portal/lib/i18n.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { paths } from '#portal/paths.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as styles from '#portal/features/accounts/accounts.css.ts';

/**
 * /forgot-password: asks for the e-mail and sends a reset link in the reader's language. The
 * answer is the same whether or not the address has an account.
 */
export default function ForgotPasswordPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Forgot your password?`);
  const form = useForm({ email: '' });
  const { busy: submitting, run } = useAction();
  const [sentTo, setSentTo] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check(ForgotPasswordPayload, {
      email: form.values.email,
      language: isLocale(i18n.locale) ? i18n.locale : 'en',
    });
    if (!payload) return;
    await run(
      async () => {
        await auth.forgotPassword(api, payload);
        setSentTo(payload.email);
      },
      { failed: t`The reset link could not be sent`, onError: (error) => form.showServerErrors(error) },
    );
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Forgot your password?</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>Enter the e-mail address of your account and we will send you a link to choose a new password.</Trans>
      </p>
      <Card>
        {sentTo ? (
          <div role="status">
            <h2 className={styles.subtitle}>
              <Trans>Check your e-mail</Trans>
            </h2>
            <p>
              <Trans>
                If an account exists for <bdi dir="ltr">{sentTo}</bdi>, we have sent it a link to reset the password.
                The link works once, for one hour.
              </Trans>
            </p>
          </div>
        ) : (
          <form onSubmit={submit} noValidate>
            <TextField label={t`Email`} type="email" autoComplete="email" required {...form.field('email')} />
            <Button type="submit" fullWidth loading={submitting}>
              <Trans>Send reset link</Trans>
            </Button>
          </form>
        )}
      </Card>
      <p className={styles.footnote}>
        <Link to={paths.login()}>
          <Trans>Back to login</Trans>
        </Link>
      </p>
    </div>
  );
}
