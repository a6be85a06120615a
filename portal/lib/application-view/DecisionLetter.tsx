import { Trans, useLingui } from '@lingui/react/macro';
import { UNIVERSITY_ACCEPTED } from '#sdk/schemas/enums';
import type { ApplicationStatus } from '#sdk/schemas/enums';
import { saveBlob } from '#portal/lib/save-blob.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { useViewed } from './ApplicationView.tsx';
import * as styles from './view.css.ts';

/** Whether the university has decided (an offer or a refusal), so that a decision letter exists. */
export const decided = (status: ApplicationStatus) => UNIVERSITY_ACCEPTED.includes(status) || status === 'REJECTED';

/**
 * The decision letter as the applicant receives it (in the applicant's language), once the
 * university has decided; `download` is the party's own route to it.
 */
export function DecisionLetter({ download }: { download: (applicationId: number) => Promise<Blob> }) {
  const { t } = useLingui();
  const { application } = useViewed();
  const { busy, run } = useAction();
  if (!decided(application.status)) return null;
  const save = () =>
    run(async () => saveBlob(await download(application.id), `decision-letter-${application.id}.pdf`), {
      failed: t`Download failed`,
    });
  return (
    <div className={styles.actions}>
      <Button variant="secondary" size="sm" loading={busy} onClick={save}>
        <Trans>Download decision letter</Trans>
      </Button>
    </div>
  );
}
