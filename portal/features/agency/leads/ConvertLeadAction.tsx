import { Trans, useLingui } from '@lingui/react/macro';
import * as leads from '#sdk/resources/leads';
import type { Lead } from '#sdk/schemas/lead';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import type { LeadActions } from '#portal/lib/leads/LeadInbox.tsx';
import { paths } from '#portal/paths.ts';
import { Button, ButtonLink } from '#portal/ui/Button/Button.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import { ConvertLeadDialog } from './ConvertLeadDialog.tsx';

/** The agency's own actions on a lead: turn it into a student (after confirming), then open that student. */
export function ConvertLeadAction({ lead, inbox }: { lead: Lead; inbox: LeadActions }) {
  const { t } = useLingui();
  const toast = useToast();
  const { error: errorMessage } = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const [converting, setConverting] = useState(false);

  const convert = async () => {
    setConverting(true);
    try {
      const answer = await leads.convert(api, lead.id);
      inbox.replace(answer.lead);
      toast.success(t`Student created`, answer.applicationId ? t`A draft application was created too.` : undefined);
    } catch (error) {
      toast.error(t`The lead could not be converted`, errorMessage(error));
    } finally {
      setConverting(false);
      setConfirming(false);
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
