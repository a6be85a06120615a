import { Trans, useLingui } from '@lingui/react/macro';
import * as universityApplications from '#sdk/resources/university-applications';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { saveBlob } from '#portal/lib/save-blob.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';

/** Downloads the decision letter as the applicant receives it (in the applicant's language). */
export function DecisionLetterButton({ applicationId }: { applicationId: number }) {
  const { t } = useLingui();
  const toast = useToast();
  const { error: errorMessage } = useErrorText();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await universityApplications.decisionLetter(api, applicationId), `decision-letter-${applicationId}.pdf`);
    } catch (error) {
      toast.error(t`Download failed`, errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" loading={busy} onClick={download}>
      <Trans>Download decision letter</Trans>
    </Button>
  );
}
