import { useLingui } from '@lingui/react/macro';
import type { Reason, Verdict } from '#sdk/schemas/eligibility';
import { useFormat } from '#portal/lib/format.ts';
import * as styles from './eligibility.css.ts';
import { VerdictBadge } from './VerdictBadge.tsx';

/**
 * An eligibility verdict's reasons, one a line, each with what would change it (the server words
 * them in the page's language). The one list every verdict shows: matches, the comparison, the
 * wizards, the applications of every party.
 */
export function ReasonsList({ reasons, label }: { reasons: readonly Reason[]; label?: string }) {
  const { t } = useLingui();
  if (!reasons.length) return null;
  return (
    <ul className={styles.reasons} aria-label={label ?? t`Reasons`}>
      {reasons.map((reason) => (
        <li key={reason.code}>{reason.message}</li>
      ))}
    </ul>
  );
}

/**
 * The verdict an application carries, with its reasons and the day it was computed (at
 * submission); `compact` shows the badge alone (a list's cell).
 */
export function ApplicationVerdict({
  eligibility,
  compact = false,
}: {
  eligibility: { verdict: Verdict; reasons: readonly Reason[]; computedAt: string } | null;
  compact?: boolean;
}) {
  const { t } = useLingui();
  const format = useFormat();
  if (!eligibility) return compact ? <span className={styles.muted}>—</span> : null;
  if (compact) return <VerdictBadge verdict={eligibility.verdict} />;
  const day = format.date(eligibility.computedAt);
  return (
    <section className={styles.verdict} aria-label={t`Eligibility at submission`} data-testid="application-verdict">
      <div className={styles.verdictHead}>
        <VerdictBadge verdict={eligibility.verdict} />
        <span className={styles.muted}>{t`Checked at submission on ${day}`}</span>
      </div>
      <ReasonsList reasons={eligibility.reasons} />
    </section>
  );
}
