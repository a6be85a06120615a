import { Trans, useLingui } from '@lingui/react/macro';
import * as applications from '#sdk/resources/agency-applications';
import type { Application } from '#sdk/schemas/application';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { ConfirmDialog } from '#portal/ui/ConfirmDialog/ConfirmDialog.tsx';

/** Only a DRAFT or SUBMITTED application may be withdrawn (spec part 2, 4). */
export const withdrawable = (application: Pick<Application, 'status'>) =>
  application.status === 'DRAFT' || application.status === 'SUBMITTED';

/** Withdraw after a confirmation dialog, for the list's row menu and the detail page alike. */
export function useApplicationWithdrawal(onWithdrawn: () => void) {
  const { t } = useLingui();
  const [asking, setAsking] = useState<Application>();
  const { busy, run } = useAction();

  const withdraw = async () => {
    if (!asking) return;
    await run(() => applications.withdraw(api, asking.id), {
      done: t`Application withdrawn successfully`,
      failed: t`Failed to withdraw application`,
      onDone: onWithdrawn,
    });
    setAsking(undefined);
  };

  const dialog = (
    <ConfirmDialog
      open={asking !== undefined}
      danger
      busy={busy}
      title={t`Withdraw application?`}
      confirmLabel={t`Withdraw`}
      onCancel={() => setAsking(undefined)}
      onConfirm={withdraw}
    >
      <p>
        <Trans>
          The application to <bdi>{asking?.university.name}</bdi> for <bdi>{asking?.programName}</bdi> will be
          withdrawn. This cannot be undone.
        </Trans>
      </p>
    </ConfirmDialog>
  );
  return { askToWithdraw: setAsking, dialog };
}
