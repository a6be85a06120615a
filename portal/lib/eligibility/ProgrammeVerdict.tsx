import { Trans, useLingui } from '@lingui/react/macro';
import * as eligibility from '#sdk/resources/eligibility';
import type { Eligibility } from '#sdk/schemas/eligibility';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import * as styles from './eligibility.css.ts';
import { useMissingText } from './missing-text.ts';
import { ReasonsList } from './ReasonsList.tsx';
import { VerdictBadge } from './VerdictBadge.tsx';

/**
 * Before submitting: the verdict of the chosen programme for the applicant — the agency's
 * student `studentId`, or the signed-in student — with its reasons. A warning, never a block:
 * the same check is kept with the application when it is submitted, for its reviewers.
 */
export function ProgrammeVerdict({ programId, studentId }: { programId: number; studentId?: number }) {
  const { t, i18n } = useLingui();
  const { error: errorText } = useErrorText();
  const lang = i18n.locale === 'ar' ? 'ar' : 'en';
  const loaded = useLoad(
    () => eligibility.compare(api, [programId], lang, studentId),
    `verdict-${programId}-${studentId ?? 'me'}-${lang}`,
  );
  return (
    <Card title={t`Eligibility for this programme`}>
      <div data-testid="programme-verdict" className={styles.verdict}>
        {loaded.status === 'loading' && <Skeleton lines={2} label={t`Checking the eligibility…`} />}
        {loaded.status === 'failed' && (
          <ErrorState
            title={t`Unable to check the eligibility`}
            message={errorText(loaded.error)}
            onRetry={loaded.retry}
          />
        )}
        {loaded.status === 'ready' && <Verdict answer={loaded.data.programs[0]?.eligibility ?? null} />}
        <p className={styles.muted}>
          <Trans>
            This is a warning, not a refusal: the application can still be submitted, and the check is kept with it for
            its reviewers.
          </Trans>
        </p>
      </div>
    </Card>
  );
}

/** The answer: its verdict, reasons, and the profile fields that would make it surer. */
function Verdict({ answer }: { answer: Eligibility | null }) {
  const { t } = useLingui();
  const missingText = useMissingText();
  if (!answer) return <p className={styles.muted}>{t`No verdict: the profile cannot be checked.`}</p>;
  const fields = missingText(answer.missing);
  return (
    <>
      <VerdictBadge verdict={answer.verdict} />
      <ReasonsList reasons={answer.reasons} />
      {answer.missing.length > 0 && (
        <p className={styles.muted}>{t`Add ${fields} to the profile for a surer answer.`}</p>
      )}
    </>
  );
}
