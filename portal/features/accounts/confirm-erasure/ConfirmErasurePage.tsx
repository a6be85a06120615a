import { Trans, useLingui } from '@lingui/react/macro';
import * as personalData from '#sdk/resources/personal-data';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { logoutAtom } from '#portal/lib/session.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { paths } from '#portal/paths.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import * as styles from '#portal/features/accounts/accounts.css.ts';

/**
 * /confirm-erasure?token=…: where the e-mail confirming a student's request to delete their
 * account leads; the button erases the account for good and ends the session on this device.
 */
export default function ConfirmErasurePage() {
  const { t } = useLingui();
  usePageTitle(t`Delete my account`);
  const token = useSearchParams()[0].get('token') ?? '';
  const logout = useSetAtom(logoutAtom);
  const { error: errorMessage } = useErrorText();
  const { busy, run } = useAction();
  const [failure, setFailure] = useState<string>();
  const [erased, setErased] = useState(false);

  const confirm = () =>
    run(() => personalData.confirmErasure(api, { token }), {
      hold: true,
      onError: (error) => setFailure(errorMessage(error)),
      onDone: async () => {
        await logout();
        setErased(true);
      },
    });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Delete my account</Trans>
      </h1>
      <Card>
        {erased ? (
          <p role="status">
            <Trans>Your account and your personal data have been erased. Goodbye!</Trans>
          </p>
        ) : (
          <>
            {failure && (
              <p className={styles.alert} role="alert">
                {failure}
              </p>
            )}
            <p>
              <Trans>
                Your profile, documents, messages and account will be erased for good. Universities keep their decisions
                on your applications, without your name. This cannot be undone.
              </Trans>
            </p>
            <Button variant="danger" fullWidth loading={busy} disabled={!token} onClick={() => void confirm()}>
              <Trans>Delete my account for good</Trans>
            </Button>
          </>
        )}
      </Card>
      <p className={styles.footnote}>
        <Link to={paths.home}>
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </div>
  );
}
