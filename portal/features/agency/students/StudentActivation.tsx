import { Trans, useLingui } from '@lingui/react/macro';
import * as students from '#sdk/resources/agency-students';
import type { AgencyStudent } from '#sdk/schemas/student';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { ConfirmDialog } from '#portal/ui/ConfirmDialog/ConfirmDialog.tsx';

/**
 * Deactivate (after the confirmation dialog of spec part 2, 2) and Reactivate (the plan's cap
 * applies, so the server may refuse), for the list's row menu and the detail page alike.
 */
export function useStudentActivation(onChanged: (student: AgencyStudent) => void) {
  const { t } = useLingui();
  const [asking, setAsking] = useState<AgencyStudent>();
  const { busy, run } = useAction();

  const deactivate = async () => {
    if (!asking) return;
    await run(() => students.deactivate(api, asking.id), {
      done: t`Student deactivated successfully`,
      failed: t`Failed to deactivate student`,
      onDone: (answer) => onChanged(answer.student),
    });
    setAsking(undefined);
  };

  const reactivate = async (student: AgencyStudent) => {
    await run(() => students.update(api, student.id, { isActive: true }), {
      done: t`Student reactivated successfully`,
      failed: t`Failed to reactivate student`,
      onDone: (answer) => onChanged(answer.student),
    });
  };

  const name = asking ? `${asking.firstName ?? ''} ${asking.lastName ?? ''}`.trim() : '';
  const dialog = (
    <ConfirmDialog
      open={asking !== undefined}
      danger
      busy={busy}
      title={t`Deactivate student?`}
      confirmLabel={t`Deactivate`}
      onCancel={() => setAsking(undefined)}
      onConfirm={deactivate}
    >
      <p>
        <Trans>
          <bdi>{name}</bdi> will no longer count towards your plan. Their applications and documents stay, and you can
          reactivate them at any time.
        </Trans>
      </p>
    </ConfirmDialog>
  );

  return { askToDeactivate: setAsking, reactivate, dialog };
}
