import { Trans, useLingui } from '@lingui/react/macro';
import * as leads from '#sdk/resources/leads';
import type { Lead } from '#sdk/schemas/lead';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import type { LeadActions } from '#portal/lib/leads/LeadInbox.tsx';
import { paths } from '#portal/paths.ts';
import { Button, ButtonLink } from '#portal/ui/Button/Button.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import { ConvertLeadDialog } from './ConvertLeadDialog.tsx';

/** The agency's own actions on a lead: turn it into a student (after confirming), then open that student. */
export function ConvertLeadAction({ lead, inbox }: { lead: Lead; inbox: LeadActions }) {
  const { t } = useLingui();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const { busy: converting, run } = useAction();

  const convert = async () => {
    const answer = await run(() => leads.convert(api, lead.id), { failed: t`The lead could not be converted` });
    setConfirming(false);
    if (answer) {
      inbox.replace(answer.lead);
      toast.success(t`Student created`, answer.applicationId ? t`A draft application was created too.` : undefined);
    }
  };

  return (
    <>
      {lead.status !== 'CONVERTED' && (
        <Button size="sm" disabled={inbox.busy || converting} onClick={() => setConfirming(true)}>
          <Trans>Convert to student</Trans>
        </Button>
      )}
      {lead.studentId !== null && (
        <ButtonLink size="sm" variant="secondary" to={paths.agency.student(lead.studentId)}>
          <Trans>View student</Trans>
        </ButtonLink>
      )}
      <ConvertLeadDialog
        lead={confirming ? lead : undefined}
        converting={converting}
        onCancel={() => setConfirming(false)}
        onConfirm={convert}
      />
    </>
  );
}
