import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import type { AuthResponse } from '#sdk/schemas/auth';
import { useErrorText } from '#portal/lib/error-text.ts';
import { verifyTwoFactorAtom } from '#portal/lib/session.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import * as styles from '#portal/features/accounts/accounts.css.ts';
import '#portal/features/accounts/two-factor-field-texts.ts';

/**
 * The sign-in's second step, after a right password (POST /auth/2fa/verify): the code from the
 * authenticator app, or one of the recovery codes when the phone is not at hand.
 */
export function SecondFactorForm({
  challengeToken,
  onSignedIn,
}: {
  challengeToken: string;
  onSignedIn: (answer: AuthResponse) => void;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const verify = useSetAtom(verifyTwoFactorAtom);
  const { error: errorMessage } = useErrorText();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      onSignedIn(await verify(useRecovery ? { challengeToken, recoveryCode: value } : { challengeToken, code: value }));
    } catch (error) {
      toast.error(t`Login failed`, errorMessage(error));
      setSending(false);
    }
  };

  return (
    <Card>
      <form onSubmit={submit} noValidate>
        <p className={styles.lead}>
          {useRecovery ? (
            <Trans>Enter one of the recovery codes you saved. Each one works once.</Trans>
          ) : (
            <Trans>Enter the 6-digit code from your authenticator app.</Trans>
          )}
        </p>
        <TextField
          label={useRecovery ? t`Recovery code` : t`Authentication code`}
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          dir="ltr"
          required
          autoFocus
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <div className={styles.row}>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setUseRecovery(!useRecovery);
              setValue('');
            }}
          >
            {useRecovery ? <Trans>Use the authenticator app</Trans> : <Trans>Use a recovery code</Trans>}
          </Button>
        </div>
        <Button type="submit" fullWidth loading={sending}>
          <Trans>Verify</Trans>
        </Button>
      </form>
    </Card>
  );
}
