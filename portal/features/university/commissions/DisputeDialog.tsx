import { useLingui } from '@lingui/react/macro';
import * as commissions from '#sdk/resources/commissions';
import { type Claim, ClaimDispute } from '#sdk/schemas/commission';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { FormDialog } from '#portal/ui/FormDialog/FormDialog.tsx';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';
import '#portal/lib/commissions/commission-field-texts.ts';

/** The university disputes a raised claim, saying why; the agency sees the reason and may raise it again. */
export function DisputeDialog({ claim, onClose, onDone }: { claim: Claim; onClose: () => void; onDone: () => void }) {
  const { t } = useLingui();
  const form = useForm({ reason: '' });
  const { busy, run } = useAction();
  const submit = () => {
    const payload = form.check(ClaimDispute);
    if (!payload) return;
    run(() => commissions.disputeClaim(api, claim.id, payload), {
      done: t`Claim disputed`,
      failed: t`The claim was not changed`,
      onError: form.showServerErrors,
      onDone: () => {
        onDone();
        onClose();
      },
    });
  };
  return (
    <FormDialog
      title={t`Dispute claim`}
      submitLabel={t`Dispute claim`}
      danger
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextArea label={t`Reason`} required maxLength={2000} rows={4} {...form.field('reason')} />
    </FormDialog>
  );
}
