import { Trans, useLingui } from '@lingui/react/macro';
import * as meta from '#sdk/resources/meta';
import type { DemoAccount, DemoAccountsResponse } from '#sdk/schemas/meta';
import { USER_TYPE_LABELS } from '#portal/lib/labels.ts';
import { type RouteParts, useRoutePart } from '#portal/lib/route-data.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { EmailText } from '#portal/ui/EmailText/EmailText.tsx';
import * as styles from './DemoAccounts.css.ts';

/** The login route's part that lists the demo sign-ins (its loader asks for it with the page). */
export const demoAccountsPart: RouteParts = { demoAccounts: (client) => meta.demoAccounts(client) };

/** The demo sign-ins, listed only when the server runs with demo data (ARCHITECTURE.md, Decisions). */
export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  const { t, i18n } = useLingui();
  const part = useRoutePart<DemoAccountsResponse>('demoAccounts');
  // Without the list the page simply has no demo box.
  const accounts = part.status === 'ready' ? part.data.accounts : [];
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
