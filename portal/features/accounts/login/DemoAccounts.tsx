import { Trans, useLingui } from '@lingui/react/macro';
import * as meta from '#sdk/resources/meta';
import type { DemoAccount } from '#sdk/schemas/meta';
import { useEffect, useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { USER_TYPE_LABELS } from '#portal/lib/labels.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { EmailText } from '#portal/ui/EmailText/EmailText.tsx';
import * as styles from './DemoAccounts.css.ts';

/** The demo sign-ins, listed only when the server runs with demo data (DESIGN.md). */
export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  const { t, i18n } = useLingui();
  const [accounts, setAccounts] = useState<DemoAccount[]>([]);

  useEffect(() => {
    let live = true;
    // Without the list the page simply has no demo box.
    meta.demoAccounts(api).then(
      (answer) => live && setAccounts(answer.accounts),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  if (!accounts.length) return null;
  return (
    <Card title={t`Demo accounts`} headingLevel={2} className={styles.box}>
      <ul className={styles.list}>
        {accounts.map((account) => (
          <li key={account.email} className={styles.item}>
            <div>
              <strong>{i18n._(USER_TYPE_LABELS[account.userType])}</strong>
              <div className={styles.credentials}>
                <span>
                  <EmailText address={account.email} />
                </span>
                <span>{account.password}</span>
              </div>
            </div>
            <Button size="sm" variant="secondary" onClick={() => onPick(account)}>
              <Trans>Use</Trans>
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
