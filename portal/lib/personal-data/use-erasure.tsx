import { Trans, useLingui } from '@lingui/react/macro';
import { useConfirmedRequest } from '#portal/lib/use-confirmed-request.ts';
import { ConfirmDialog } from '#portal/ui/ConfirmDialog/ConfirmDialog.tsx';

/**
 * "Erase" (GDPR art. 17) of a student an agency or an admin is responsible for, after a
 * confirmation: their personal data and files go for good, their applications stay without name.
 */
export function useErasure<T extends { name: string }>(request: (target: T) => Promise<unknown>, onErased: () => void) {
  const { t } = useLingui();
  const erasing = useConfirmedRequest({
    request,
    done: t`The student's data was erased`,
    failed: t`The student's data could not be erased`,
    onDone: onErased,
  });
  const name = erasing.target?.name ?? '';
  const dialog = (
    <ConfirmDialog {...erasing.dialog} danger title={t`Erase the student's data?`} confirmLabel={t`Erase`}>
      <p>
        <Trans>
          The profile, documents, messages and account of <bdi>{name}</bdi> are erased for good. Their applications stay
          for the universities' records and the statistics, without name. This cannot be undone.
        </Trans>
      </p>
    </ConfirmDialog>
  );
  return { ask: erasing.ask, dialog };
}
