import { Trans, useLingui } from '@lingui/react/macro';
import * as universityApplications from '#sdk/resources/university-applications';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { saveBlob } from '#portal/lib/save-blob.ts';
import { Button } from '#portal/ui/Button/Button.tsx';

/** Downloads the decision letter as the applicant receives it (in the applicant's language). */
export function DecisionLetterButton({ applicationId }: { applicationId: number }) {
  const { t } = useLingui();
  const { busy, run } = useAction();
  const download = async () => {
    await run(
      async () => {
        saveBlob(
          await universityApplications.decisionLetter(api, applicationId),
          `decision-letter-${applicationId}.pdf`,
        );
      },
      { failed: t`Download failed` },
    );
  };
  return (
    <Button variant="secondary" size="sm" loading={busy} onClick={download}>
      <Trans>Download decision letter</Trans>
    </Button>
  );
}
