import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '#portal/ui/Button/Button.tsx';
import * as styles from '#portal/features/accounts/accounts.css.ts';

/** The ten recovery codes, shown this once: each signs in once when the phone is not at hand. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <>
      <p className={styles.alert}>
        <Trans>
          Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are not
          shown again.
        </Trans>
      </p>
      <ul dir="ltr" aria-label={t`Recovery codes`}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>
        <Trans>I have saved them</Trans>
      </Button>
    </>
  );
}
