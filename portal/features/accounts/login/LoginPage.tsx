import { Trans, useLingui } from '@lingui/react/macro';
import { TwoFactorRequired } from '#sdk/errors';
import { type AuthResponse, LoginPayload } from '#sdk/schemas/auth';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useErrorText } from '#portal/lib/error-text.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { loginAtom } from '#portal/lib/session.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { paths } from '#portal/paths.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { PasswordField } from '#portal/ui/PasswordField/PasswordField.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import * as styles from '#portal/features/accounts/accounts.css.ts';
import { afterLogin, safeRedirect } from '#portal/features/accounts/next-step.ts';
import { routeLoader } from '#portal/lib/route-data.ts';
import { DemoAccounts, demoAccountsPart } from './DemoAccounts.tsx';
import { SecondFactorForm } from './SecondFactorForm.tsx';

/** The page comes rendered by the server with the demo sign-ins, when there are any. */
export const loader = routeLoader(demoAccountsPart);

/** /login?redirect={path} (spec part 1, 2 and 5); an account with a second factor is asked for its code next. */
export default function LoginPage() {
  const { t } = useLingui();
  usePageTitle(t`Login`);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const login = useSetAtom(loginAtom);
  const { error: errorMessage } = useErrorText();
  const form = useForm({ email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  const [challengeToken, setChallengeToken] = useState<string>();

  const signedIn = (answer: AuthResponse) => {
    toast.success(t`Logged in successfully!`);
    navigate(afterLogin(answer, safeRedirect(params.get('redirect'))), { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check(LoginPayload);
    if (!payload) return;
    setSubmitting(true);
    try {
      signedIn(await login(payload));
    } catch (error) {
      setSubmitting(false);
      if (error instanceof TwoFactorRequired) {
        setChallengeToken(error.challengeToken);
        return;
      }
      toast.error(t`Login failed`, errorMessage(error));
    }
  };

  if (challengeToken)
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>
          <Trans>Two-factor sign-in</Trans>
        </h1>
        <SecondFactorForm challengeToken={challengeToken} onSignedIn={signedIn} />
      </div>
    );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Welcome back</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>Sign in to your account</Trans>
      </p>
      <Card>
        <form onSubmit={submit} noValidate>
          <TextField label={t`Email`} type="email" autoComplete="email" required {...form.field('email')} />
          <PasswordField label={t`Password`} autoComplete="current-password" required {...form.field('password')} />
          <div className={styles.row}>
            <Link to={paths.forgotPassword}>
              <Trans>Forgot password?</Trans>
            </Link>
          </div>
          <Button type="submit" fullWidth loading={submitting}>
            <Trans>Login</Trans>
          </Button>
        </form>
      </Card>
      <p className={styles.footnote}>
        <Trans>
          Don't have an account? <Link to={paths.register}>Register</Link>
        </Trans>
      </p>
      <DemoAccounts
        onPick={(account) => {
          form.set('email', account.email);
          form.set('password', account.password);
        }}
      />
    </div>
  );
}
