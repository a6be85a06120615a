import { Trans, useLingui } from '@lingui/react/macro';
import * as students from '#sdk/resources/agency-students';
import type { AgencyStudent } from '#sdk/schemas/student';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { ConfirmDialog } from '#portal/ui/ConfirmDialog/ConfirmDialog.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';

/**
 * Deactivate (after the confirmation dialog of spec part 2, 2) and Reactivate (the plan's cap
 * applies, so the server may refuse), for the list's row menu and the detail page alike.
 */
export function useStudentActivation(onChanged: (student: AgencyStudent) => void) {
  const { t } = useLingui();
  const toast = useToast();
  const { error: errorMessage } = useErrorText();
  const [asking, setAsking] = useState<AgencyStudent>();
  const [busy, setBusy] = useState(false);

  const deactivate = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      onChanged((await students.deactivate(api, asking.id)).student);
      toast.success(t`Student deactivated successfully`);
    } catch (error) {
      toast.error(t`Failed to deactivate student`, errorMessage(error));
    } finally {
      setBusy(false);
      setAsking(undefined);
    }
  };

  const reactivate = async (student: AgencyStudent) => {
    try {
      onChanged((await students.update(api, student.id, { isActive: true })).student);
      toast.success(t`Student reactivated successfully`);
    } catch (error) {
      toast.error(t`Failed to reactivate student`, errorMessage(error));
    }
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
