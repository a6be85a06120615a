import { Trans, useLingui } from '@lingui/react/macro';
import * as personalData from '#sdk/resources/personal-data';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useDataExport } from '#portal/lib/personal-data/use-data-export.tsx';
import { useAction } from '#portal/lib/use-action.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ConfirmDialog } from '#portal/ui/ConfirmDialog/ConfirmDialog.tsx';
import * as styles from '#portal/features/accounts/accounts.css.ts';

/** A student's own data: a copy to take away, e-mailed as a link; or the account erased, confirmed by e-mail. */
export function PersonalDataCard() {
  const { t } = useLingui();
  const exporting = useDataExport(() => personalData.exportMyData(api));
  const [askingToErase, setAskingToErase] = useState(false);
  const { busy, run } = useAction();
  const erase = async () => {
    await run(() => personalData.eraseMe(api), {
      done: t`Check your e-mail: the link in it confirms the deletion.`,
      failed: t`The deletion could not be requested`,
    });
    setAskingToErase(false);
  };
  return (
    <Card title={t`Your data`}>
      <p className={styles.lead}>
        <Trans>Get a copy of everything the platform holds about you, as a ZIP file.</Trans>
      </p>
      <div>
        <Button variant="secondary" onClick={() => exporting.ask(true)}>
          <Trans>Download my data</Trans>
        </Button>
      </div>
      <p className={styles.lead}>
        <Trans>Delete your account and erase your personal data and documents.</Trans>
      </p>
      <div>
        <Button variant="danger" onClick={() => setAskingToErase(true)}>
          <Trans>Delete my account</Trans>
        </Button>
      </div>
      {exporting.dialog}
      <ConfirmDialog
        open={askingToErase}
        danger
        busy={busy}
        title={t`Delete your account?`}
        confirmLabel={t`E-mail me the confirmation`}
        onCancel={() => setAskingToErase(false)}
        onConfirm={erase}
      >
        <p>
          <Trans>
            We e-mail you a link that confirms the deletion. Once confirmed, your profile, documents, messages and
            account are erased for good; universities keep their decisions on your applications, without your name.
          </Trans>
        </p>
      </ConfirmDialog>
    </Card>
  );
}
