import { Trans, useLingui } from '@lingui/react/macro';
import { ResetPasswordPayload } from '#sdk/schemas/auth';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { resetPasswordAtom } from '#portal/lib/session.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { paths } from '#portal/paths.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { PasswordField } from '#portal/ui/PasswordField/PasswordField.tsx';
import * as styles from '#portal/features/accounts/accounts.css.ts';
import { afterLogin } from '#portal/features/accounts/next-step.ts';
import { confirmationErrors } from '#portal/features/accounts/password-confirmation.ts';

/**
 * /reset-password?token=…: the page a reset e-mail links to; a new password signs the user in. /set-password is the
 * same page for an invitation (an account an admin or an agency created): the same single-use token, a first password.
 */
export default function ResetPasswordPage() {
  const { t } = useLingui();
  const invited = useLocation().pathname.endsWith(paths.setPassword);
  usePageTitle(invited ? t`Choose your password` : t`Choose a new password`);
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const resetPassword = useSetAtom(resetPasswordAtom);
  const { error: errorMessage } = useErrorText();
  const form = useForm({ password: '', confirmPassword: '' });
  const { busy: submitting, run } = useAction();
  const [failure, setFailure] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { password, confirmPassword } = form.values;
    const payload = form.check(
      ResetPasswordPayload,
      { token, password },
      confirmationErrors(password, confirmPassword),
    );
    if (!payload) return;
    // A refusal (an expired link) shows on the page, where the way on is offered.
    await run(() => resetPassword(payload), {
      hold: true,
      done: invited ? t`Your password is set. Welcome!` : t`Your password has been changed`,
      onError: (error) => {
        form.showServerErrors(error);
        setFailure(errorMessage(error));
      },
      onDone: (answer) => navigate(afterLogin(answer, undefined), { replace: true }),
    });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {invited ? <Trans>Choose your password</Trans> : <Trans>Choose a new password</Trans>}
      </h1>
      <p className={styles.lead}>
        {invited ? (
          <Trans>Your account is ready. Choose the password you will sign in with; then you are signed in.</Trans>
        ) : (
          <Trans>After the change you are signed in here, and signed out everywhere else.</Trans>
        )}
      </p>
      <Card>
        {(failure || form.errors.token) && (
          <p className={styles.alert} role="alert">
            {failure ?? form.errorText(form.errors.token!)}{' '}
            <Link to={paths.forgotPassword}>
              <Trans>Ask for a new link</Trans>
            </Link>
          </p>
        )}
        <form onSubmit={submit} noValidate>
          <PasswordField
            label={t`New password`}
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
          <Button type="submit" fullWidth loading={submitting}>
            {invited ? <Trans>Set my password</Trans> : <Trans>Set new password</Trans>}
          </Button>
        </form>
      </Card>
      <p className={styles.footnote}>
        <Link to={paths.login()}>
          <Trans>Back to login</Trans>
        </Link>
      </p>
    </div>
  );
}
