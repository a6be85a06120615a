import { useLingui } from '@lingui/react/macro';
import * as eligibility from '#sdk/resources/eligibility';
import { api } from '#portal/lib/api.ts';
import { VerdictBadge } from '#portal/lib/eligibility/VerdictBadge.tsx';
import { useMissingText } from '#portal/lib/eligibility/missing-text.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import * as styles from '#portal/ui/rows.css.ts';

/**
 * The signed-in student's verdict on this programme from their profile, with its reasons and what
 * the profile lacks. Loaded only when a student asks, so that visitors do not download it.
 */
export default function StudentEligibility({ programId }: { programId: number }) {
  const { t, i18n } = useLingui();
  const { error: errorText } = useErrorText();
  const missingText = useMissingText();
  const lang = i18n.locale === 'ar' ? 'ar' : 'en';
  const loaded = useLoad(() => eligibility.check(api, programId, undefined, lang), `${programId}-${lang}`);
  if (loaded.status === 'loading') return <Skeleton lines={2} label={t`Checking your eligibility…`} />;
  if (loaded.status === 'failed')
    return (
      <ErrorState
        title={t`Unable to check your eligibility`}
        message={errorText(loaded.error)}
        onRetry={loaded.retry}
      />
    );
  const { verdict, reasons, missing } = loaded.data.eligibility;
  const fields = missingText(missing);
  return (
    <div className={styles.list}>
      <VerdictBadge verdict={verdict} />
      <ul className={styles.list} aria-label={t`Reasons`}>
        {reasons.map((reason) => (
          <li key={reason.code} className={styles.muted}>
            {reason.message}
          </li>
        ))}
      </ul>
      {missing.length > 0 && <p className={styles.muted}>{t`Add ${fields} to the profile for surer answers.`}</p>}
    </div>
  );
}
