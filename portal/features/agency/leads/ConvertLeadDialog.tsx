import { Trans, useLingui } from '@lingui/react/macro';
import type { Lead } from '#sdk/schemas/lead';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Dialog } from '#portal/ui/Dialog/Dialog.tsx';
import * as shared from '#portal/features/agency/agency.css.ts';

interface ConvertLeadDialogProps {
  lead: Lead | undefined;
  converting: boolean;
  onCancel: () => void;
  onConfirm: (lead: Lead) => void;
}

/** Confirms turning a request into a student (and a draft application when it names a university and a programme). */
export function ConvertLeadDialog({ lead, converting, onCancel, onConfirm }: ConvertLeadDialogProps) {
  const { t } = useLingui();
  const name = lead?.name ?? '';
  const university = lead?.university?.name ?? '';
  const program = lead?.programName ?? '';
  const withApplication = !!lead?.university && !!lead.programName;
  return (
    <Dialog
      open={!!lead}
      onClose={onCancel}
      title={t`Convert to student`}
      footer={
        <div className={shared.actions}>
          <Button variant="secondary" onClick={onCancel} disabled={converting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={converting} onClick={() => lead && onConfirm(lead)} data-autofocus>
            <Trans>Create student</Trans>
          </Button>
        </div>
      }
    >
      <p>
        <Trans>{name} becomes one of your students, with the name, email, phone and nationality of the request.</Trans>
      </p>
      {withApplication ? (
        <p>
          <Trans>
            A draft application to <bdi>{program}</bdi> at <bdi>{university}</bdi> is created too; complete and submit
            it from Applications.
          </Trans>
        </p>
      ) : (
        <p className={shared.muted}>
          <Trans>The request names no university and programme, so no application is created.</Trans>
        </p>
      )}
    </Dialog>
  );
}
