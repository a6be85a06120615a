import { Trans, useLingui } from '@lingui/react/macro';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import type { TwoFactorSetup } from '#sdk/schemas/two-factor';
import * as styles from '#portal/features/accounts/accounts.css.ts';

/** The new secret for the authenticator app: as a QR code to scan, and as the key to type. */
export function EnrolmentSteps({ setup }: { setup: TwoFactorSetup }) {
  const { t } = useLingui();
  const [qr, setQr] = useState<string>();
  useEffect(() => {
    let current = true;
    toDataURL(setup.otpauthUrl, { margin: 1, width: 200 }).then((url) => current && setQr(url));
    return () => {
      current = false;
    };
  }, [setup.otpauthUrl]);
  return (
    <>
      <p className={styles.lead}>
        <Trans>Scan this QR code with your authenticator app, then enter the 6-digit code it shows.</Trans>
      </p>
      {qr && <img src={qr} width={200} height={200} alt={t`QR code for your authenticator app`} />}
      <p className={styles.lead}>
        <Trans>Or type this key into the app:</Trans>{' '}
        <code dir="ltr" data-testid="two-factor-key">
          {setup.secret}
        </code>
      </p>
    </>
  );
}
