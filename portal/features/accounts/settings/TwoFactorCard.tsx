import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import * as twoFactor from '#sdk/resources/two-factor';
import type { TwoFactorSetup } from '#sdk/schemas/two-factor';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { reloadUserAtom, useUser } from '#portal/lib/session.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import * as styles from '#portal/features/accounts/accounts.css.ts';
import { EnrolmentSteps } from './EnrolmentSteps.tsx';
import { RecoveryCodesList } from './RecoveryCodesList.tsx';
import '#portal/features/accounts/two-factor-field-texts.ts';

/**
 * Two-factor sign-in (POST /auth/2fa/…): set up with the QR code or the key, confirmed with a
 * first code; the recovery codes are shown this once; turned off with a current code.
 */
export function TwoFactorCard() {
  const { t } = useLingui();
  const toast = useToast();
  const user = useUser();
  const reloadUser = useSetAtom(reloadUserAtom);
  const { error: errorMessage } = useErrorText();
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);

  const send = async (call: () => Promise<void>, failure: string) => {
    setSending(true);
    try {
      await call();
    } catch (error) {
      toast.error(failure, errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  const start = () =>
    send(async () => setSetup(await twoFactor.setupTwoFactor(api)), t`Two-factor sign-in was not set up`);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return send(async () => {
      const answer = await twoFactor.enableTwoFactor(api, { code });
      setRecoveryCodes(answer.recoveryCodes);
      setSetup(undefined);
      setCode('');
      toast.success(t`Two-factor sign-in is on`);
    }, t`Two-factor sign-in was not set up`);
  };

  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    return send(async () => {
      await twoFactor.disableTwoFactor(api, { code });
      setCode('');
      await reloadUser();
      toast.success(t`Two-factor sign-in is off`);
    }, t`Two-factor sign-in was not turned off`);
  };

  const codeField = (
    <TextField
      label={t`Authentication code`}
      autoComplete="one-time-code"
      inputMode="numeric"
      dir="ltr"
      required
      value={code}
      onChange={(event) => setCode(event.target.value)}
    />
  );

  return (
    <Card title={t`Two-factor sign-in`}>
      {recoveryCodes ? (
        <RecoveryCodesList codes={recoveryCodes} onDone={() => reloadUser().then(() => setRecoveryCodes(undefined))} />
      ) : setup ? (
        <form onSubmit={confirm} noValidate>
          <EnrolmentSteps setup={setup} />
          {codeField}
          <Button type="submit" loading={sending}>
            <Trans>Turn on</Trans>
          </Button>
        </form>
      ) : user?.twoFactor.enabled ? (
        <form onSubmit={turnOff} noValidate>
          <p className={styles.lead}>
            <Trans>Two-factor sign-in is on: each sign-in asks for a code from your authenticator app.</Trans>
          </p>
          {codeField}
          <Button type="submit" variant="danger" loading={sending}>
            <Trans>Turn off</Trans>
          </Button>
        </form>
      ) : (
        <>
          <p className={styles.lead}>
            {user?.twoFactor.required ? (
              <Trans>Your account must use two-factor sign-in. Set it up to continue.</Trans>
            ) : (
              <Trans>Protect your account with a code from an authenticator app at each sign-in.</Trans>
            )}
          </p>
          <Button onClick={start} loading={sending}>
            <Trans>Set up two-factor sign-in</Trans>
          </Button>
        </>
      )}
    </Card>
  );
}
